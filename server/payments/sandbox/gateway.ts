import { randomUUID } from 'node:crypto';
import type { Lang } from '../../../src/contract/constants.js';
import { authorise, maskPan, respCodeDesc } from './cards.js';

/**
 * The bank side of the SATIM sandbox: orders registered by `register.do` and paid on the sandbox page,
 * with the answers of SATIM's REST calls. Kept in memory: a restart forgets them and the reconciliation
 * then sees "unknown order" (never paid), which releases the stock of those orders.
 */
export interface SandboxOrder {
  id: string;
  orderNumber: string;
  amount: number;
  currency: string;
  returnUrl: string;
  failUrl: string;
  description: string;
  lang: Lang;
  terminalId: string;
  udf1: string | null;
  /** 0 registered, 2 deposited, 4 refunded, 6 declined */
  status: 0 | 2 | 4 | 6;
  respCode: string | null;
  actionCode: number;
  approvalCode: string | null;
  pan: string | null;
  cardholderName: string | null;
  expiration: string | null;
  refunded: number;
  createdAt: Date;
  expiresAt: Date;
  paidAt: Date | null;
}

type Params = Record<string, string | undefined>;
type Answer = Record<string, unknown>;

const KEEP_MS = 7 * 24 * 3600_000;

export interface SandboxCredentials {
  userName: string;
  password: string;
}

export function createSandboxGateway(credentials: () => SandboxCredentials) {
  const orders = new Map<string, SandboxOrder>();
  const numbers = new Set<string>();

  const authorised = (p: Params) => p.userName === credentials().userName && p.password === credentials().password;
  const lang = (p: Params): Lang => (String(p.language ?? '').toUpperCase() === 'EN' ? 'en' : 'fr');
  const find = (p: Params) => orders.get(p.mdOrder ?? p.orderId ?? '');

  function purge(now: number) {
    for (const [id, o] of orders) if (now - o.createdAt.getTime() > KEEP_MS) orders.delete(id);
  }

  /** Session over without payment: the order is declined like SATIM does (action code -2007). */
  function expireIfDue(o: SandboxOrder, now = new Date()) {
    if (o.status === 0 && now > o.expiresAt) {
      o.status = 6;
      o.actionCode = -2007;
      o.respCode = '-2007';
    }
  }

  function register(p: Params, formUrl: (id: string, lang: Lang) => string): Answer {
    if (!authorised(p)) return { errorCode: '5', errorMessage: 'Access denied' };
    const orderNumber = p.orderNumber ?? '';
    if (!/^[A-Za-z0-9]{1,10}$/.test(orderNumber)) return { errorCode: '3', errorMessage: 'Order number is invalid' };
    if (numbers.has(orderNumber))
      return { errorCode: '1', errorMessage: 'Order number is duplicated, order with given order number is processed already' };
    if (!/^\d{1,12}$/.test(p.amount ?? '') || Number(p.amount) <= 0) return { errorCode: '4', errorMessage: 'Amount is invalid' };
    if (p.currency !== '012') return { errorCode: '7', errorMessage: 'Currency is invalid' };
    if (!p.returnUrl) return { errorCode: '4', errorMessage: 'Return URL cannot be empty' };
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(p.jsonParams ?? '{}') as Record<string, unknown>;
    } catch {
      return { errorCode: '4', errorMessage: 'jsonParams is invalid' };
    }
    if (!json.force_terminal_id) return { errorCode: '4', errorMessage: 'force_terminal_id is required in jsonParams' };
    const now = new Date();
    purge(now.getTime());
    const timeout = Math.min(Math.max(Number(p.sessionTimeoutSecs) || 1200, 60), 3600);
    const order: SandboxOrder = {
      id: randomUUID(),
      orderNumber,
      amount: Number(p.amount),
      currency: p.currency,
      returnUrl: p.returnUrl,
      failUrl: p.failUrl || p.returnUrl,
      description: p.description ?? '',
      lang: lang(p),
      terminalId: String(json.force_terminal_id),
      udf1: json.udf1 === undefined ? null : String(json.udf1),
      status: 0,
      respCode: null,
      actionCode: -100,
      approvalCode: null,
      pan: null,
      cardholderName: null,
      expiration: null,
      refunded: 0,
      createdAt: now,
      expiresAt: new Date(now.getTime() + timeout * 1000),
      paidAt: null,
    };
    orders.set(order.id, order);
    numbers.add(orderNumber);
    return { orderId: order.id, formUrl: formUrl(order.id, order.lang), errorCode: '0' };
  }

  /** A card entered on the sandbox page; returns the order and where the browser goes next. */
  function pay(id: string, card: { pan: string; month: number; year: number; holder: string }) {
    const o = orders.get(id);
    if (!o) return null;
    expireIfDue(o);
    if (o.status !== 0) return { order: o, redirect: o.status === 2 ? o.returnUrl : o.failUrl };
    const respCode = authorise(card.pan, card.month, card.year);
    o.respCode = respCode;
    o.pan = maskPan(card.pan);
    o.cardholderName = card.holder.toUpperCase();
    o.expiration = `${card.year}${String(card.month).padStart(2, '0')}`;
    if (respCode === '00') {
      o.status = 2;
      o.actionCode = 0;
      o.approvalCode = String(Math.floor(100000 + Math.random() * 900000));
      o.paidAt = new Date();
    } else {
      o.status = 6;
      o.actionCode = respCode === '51' ? 116 : respCode === '54' ? 101 : 100;
    }
    return { order: o, redirect: o.status === 2 ? o.returnUrl : o.failUrl };
  }

  function cancel(id: string) {
    const o = orders.get(id);
    if (!o) return null;
    expireIfDue(o);
    if (o.status === 0) {
      o.status = 6;
      o.actionCode = -2006;
      o.respCode = '17';
    }
    return { order: o, redirect: o.status === 2 ? o.returnUrl : o.failUrl };
  }

  const withRedirectParam = (url: string, id: string) => `${url}${url.includes('?') ? '&' : '?'}orderId=${encodeURIComponent(id)}`;

  /** Answer of public/acknowledgeTransaction.do and confirmOrder.do (SATIM's own field casing). */
  function acknowledge(p: Params): Answer {
    if (!authorised(p)) return { ErrorCode: '5', ErrorMessage: 'Access denied' };
    const o = find(p);
    if (!o) return { ErrorCode: '6', ErrorMessage: 'Unknown order id' };
    expireIfDue(o);
    const l = lang(p);
    const declined = o.status === 6;
    return {
      ErrorCode: declined ? '2' : '0',
      ErrorMessage: declined ? 'Payment is declined' : o.status === 0 ? 'Order is not paid' : 'Success',
      OrderStatus: o.status,
      OrderNumber: o.orderNumber,
      Amount: o.amount,
      depositAmount: o.status === 2 || o.status === 4 ? o.amount : 0,
      currency: o.currency,
      Pan: o.pan,
      expiration: o.expiration,
      cardholderName: o.cardholderName,
      approvalCode: o.approvalCode,
      actionCode: o.actionCode,
      actionCodeDescription: o.respCode ? respCodeDesc(o.respCode, l) : '',
      params: {
        udf1: o.udf1,
        ...(o.respCode ? { respCode: o.respCode, respCode_desc: respCodeDesc(o.respCode, l) } : {}),
      },
    };
  }

  /** Answer of getOrderStatusExtended.do. */
  function statusExtended(p: Params): Answer {
    if (!authorised(p)) return { errorCode: '5', errorMessage: 'Access denied' };
    const o = find(p);
    if (!o) return { errorCode: '6', errorMessage: 'Unknown order id' };
    expireIfDue(o);
    const l = lang(p);
    return {
      errorCode: '0',
      errorMessage: 'Success',
      orderNumber: o.orderNumber,
      orderStatus: o.status,
      actionCode: o.actionCode,
      actionCodeDescription: o.respCode ? respCodeDesc(o.respCode, l) : '',
      amount: o.amount,
      currency: o.currency,
      date: o.createdAt.getTime(),
      orderDescription: o.description,
      terminalId: o.terminalId,
      merchantOrderParams: o.udf1 === null ? [] : [{ name: 'udf1', value: o.udf1 }],
      attributes: [{ name: 'mdOrder', value: o.id }],
      cardAuthInfo: o.pan
        ? { pan: o.pan, expiration: o.expiration, cardholderName: o.cardholderName, approvalCode: o.approvalCode }
        : undefined,
      authDateTime: o.paidAt?.getTime(),
      paymentAmountInfo: {
        paymentState: { 0: 'CREATED', 2: 'DEPOSITED', 4: 'REFUNDED', 6: 'DECLINED' }[o.status],
        approvedAmount: o.status === 2 || o.status === 4 ? o.amount : 0,
        depositedAmount: o.status === 2 || o.status === 4 ? o.amount : 0,
        refundedAmount: o.refunded,
      },
    };
  }

  function refund(p: Params): Answer {
    if (!authorised(p)) return { errorCode: '5', errorMessage: 'Access denied' };
    const o = find(p);
    if (!o) return { errorCode: '6', errorMessage: 'Unknown order id' };
    const amount = Number(p.amount);
    if (!Number.isInteger(amount) || amount <= 0) return { errorCode: '4', errorMessage: 'Amount is invalid' };
    if (o.status !== 2) return { errorCode: '7', errorMessage: 'Payment must be in a correct state' };
    if (amount > o.amount - o.refunded) return { errorCode: '7', errorMessage: 'Refund amount exceeds deposited amount' };
    o.refunded += amount;
    if (o.refunded === o.amount) o.status = 4;
    return { errorCode: '0', errorMessage: 'Success' };
  }

  return {
    register,
    pay,
    cancel,
    acknowledge,
    statusExtended,
    refund,
    get: (id: string) => {
      const o = orders.get(id);
      if (o) expireIfDue(o);
      return o ?? null;
    },
    withRedirectParam,
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
