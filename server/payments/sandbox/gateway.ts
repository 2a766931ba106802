import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Lang } from '../../../src/contract/constants.js';
import type { Database } from '../../db/index.js';
import type { SandboxOrdersTable } from '../../db/schema.js';
import { langOfSatim } from '../satim.js';
import { sandboxRespCodeText as respCodeDesc } from '../respCode.js';
import { authorise, maskPan } from './cards.js';

/**
 * The bank side of the SATIM sandbox: orders registered by `register.do` and paid on the sandbox page,
 * with the answers of SATIM's REST calls. Kept in the database (`sandbox_orders`), so a payment registered
 * through one server instance is paid, confirmed and refunded through any other, and survives a restart.
 * Every change is a conditional update, so two instances racing on one order change it once.
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
type Row = {
  [K in keyof SandboxOrdersTable]: SandboxOrdersTable[K] extends import('kysely').ColumnType<infer S, unknown, unknown>
    ? S
    : SandboxOrdersTable[K];
};

const KEEP_DAYS = 7;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SandboxCredentials {
  userName: string;
  password: string;
}

function toOrder(r: Row): SandboxOrder {
  return {
    id: r.id,
    orderNumber: r.order_number,
    amount: Number(r.amount),
    currency: r.currency,
    returnUrl: r.return_url,
    failUrl: r.fail_url,
    description: r.description,
    lang: langOfSatim(r.lang),
    terminalId: r.terminal_id,
    udf1: r.udf1,
    status: r.status as SandboxOrder['status'],
    respCode: r.resp_code,
    actionCode: r.action_code,
    approvalCode: r.approval_code,
    pan: r.pan,
    cardholderName: r.cardholder_name,
    expiration: r.expiration,
    refunded: Number(r.refunded),
    createdAt: new Date(r.created_at),
    expiresAt: new Date(r.expires_at),
    paidAt: r.paid_at ? new Date(r.paid_at) : null,
  };
}

/** Whether `url` is an absolute http(s) URL of `origin` (the portal's WEB_URL): the only place the sandbox sends a browser. */
export function onOrigin(url: string, origin: string): boolean {
  try {
    const u = new URL(url);
    return /^https?:$/.test(u.protocol) && u.origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/** `portalUrl`: WEB_URL; the browser is sent back only there, so the sandbox is no open redirect. */
export function createSandboxGateway(db: Database, credentials: () => SandboxCredentials, portalUrl: () => string) {
  const authorised = (p: Params) => p.userName === credentials().userName && p.password === credentials().password;
  const lang = (p: Params): Lang => langOfSatim(String(p.language ?? ''));

  /** Session over without payment: the order is declined like SATIM does (action code -2007). */
  async function expireIfDue(id: string) {
    await db
      .updateTable('sandbox_orders')
      .set({ status: 6, action_code: -2007, resp_code: '-2007' })
      .where('id', '=', id)
      .where('status', '=', 0)
      .where('expires_at', '<', new Date())
      .execute();
  }

  /** The order as it is now (expired first when its session is over), or null. */
  async function get(id: string): Promise<SandboxOrder | null> {
    if (!UUID.test(id)) return null;
    await expireIfDue(id);
    const row = await db.selectFrom('sandbox_orders').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toOrder(row as Row) : null;
  }
  const find = (p: Params) => get(p.mdOrder ?? p.orderId ?? '');

  async function register(p: Params, formUrl: (id: string, lang: Lang) => string): Promise<Answer> {
    if (!authorised(p)) return { errorCode: '5', errorMessage: 'Access denied' };
    const orderNumber = p.orderNumber ?? '';
    if (!/^[A-Za-z0-9]{1,10}$/.test(orderNumber)) return { errorCode: '3', errorMessage: 'Order number is invalid' };
    if (!/^\d{1,12}$/.test(p.amount ?? '') || Number(p.amount) <= 0)
      return { errorCode: '4', errorMessage: 'Amount is invalid' };
    if (p.currency !== '012') return { errorCode: '7', errorMessage: 'Currency is invalid' };
    if (!p.returnUrl) return { errorCode: '4', errorMessage: 'Return URL cannot be empty' };
    for (const [field, url] of [
      ['returnUrl', p.returnUrl],
      ['failUrl', p.failUrl],
    ] as const)
      if (url && !onOrigin(url, portalUrl()))
        return {
          errorCode: '4',
          errorMessage: `${field} must be an address of the portal (${new URL(portalUrl()).origin})`,
        };
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(p.jsonParams ?? '{}') as Record<string, unknown>;
    } catch {
      return { errorCode: '4', errorMessage: 'jsonParams is invalid' };
    }
    if (!json.force_terminal_id) return { errorCode: '4', errorMessage: 'force_terminal_id is required in jsonParams' };
    const now = new Date();
    await db
      .deleteFrom('sandbox_orders')
      .where('created_at', '<', sql<Date>`now() - make_interval(days => ${KEEP_DAYS})`)
      .execute();
    const timeout = Math.min(Math.max(Number(p.sessionTimeoutSecs) || 1200, 60), 3600);
    const id = randomUUID();
    const inserted = await db
      .insertInto('sandbox_orders')
      .values({
        id,
        order_number: orderNumber,
        amount: Number(p.amount),
        currency: p.currency,
        return_url: p.returnUrl,
        fail_url: p.failUrl || p.returnUrl,
        description: p.description ?? '',
        lang: lang(p),
        terminal_id: String(json.force_terminal_id),
        udf1: json.udf1 === undefined ? null : String(json.udf1),
        created_at: now,
        expires_at: new Date(now.getTime() + timeout * 1000),
      })
      .onConflict((oc) => oc.column('order_number').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted)
      return {
        errorCode: '1',
        errorMessage: 'Order number is duplicated, order with given order number is processed already',
      };
    return { orderId: id, formUrl: formUrl(id, lang(p)), errorCode: '0' };
  }

  /** Where the browser goes once the order is over. */
  const redirectOf = (o: SandboxOrder) => ({
    order: o,
    redirect: o.status === 2 || o.status === 4 ? o.returnUrl : o.failUrl,
  });

  /** A card entered on the sandbox page; returns the order and where the browser goes next. */
  async function pay(id: string, card: { pan: string; month: number; year: number; holder: string }) {
    const before = await get(id);
    if (!before) return null;
    if (before.status === 0) {
      const respCode = authorise(card.pan, card.month, card.year);
      const paid = respCode === '00';
      await db
        .updateTable('sandbox_orders')
        .set({
          resp_code: respCode,
          pan: maskPan(card.pan),
          cardholder_name: card.holder.toUpperCase(),
          expiration: `${card.year}${String(card.month).padStart(2, '0')}`,
          status: paid ? 2 : 6,
          action_code: paid ? 0 : respCode === '51' ? 116 : respCode === '54' ? 101 : 100,
          approval_code: paid ? String(randomInt(100000, 1000000)) : null,
          paid_at: paid ? new Date() : null,
        })
        .where('id', '=', id)
        .where('status', '=', 0)
        .execute();
    }
    return redirectOf((await get(id))!);
  }

  async function cancel(id: string) {
    if (!(await get(id))) return null;
    await db
      .updateTable('sandbox_orders')
      .set({ status: 6, action_code: -2006, resp_code: '17' })
      .where('id', '=', id)
      .where('status', '=', 0)
      .execute();
    return redirectOf((await get(id))!);
  }

  /** SATIM appends its own order id to returnUrl / failUrl: the return page knows its attempt from the URL. */
  const withRedirectParam = (url: string, id: string) =>
    `${url}${url.includes('?') ? '&' : '?'}orderId=${encodeURIComponent(id)}`;

  /** Answer of public/acknowledgeTransaction.do and confirmOrder.do (SATIM's own field casing). */
  async function acknowledge(p: Params): Promise<Answer> {
    if (!authorised(p)) return { ErrorCode: '5', ErrorMessage: 'Access denied' };
    const o = await find(p);
    if (!o) return { ErrorCode: '6', ErrorMessage: 'Unknown order id' };
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
  async function statusExtended(p: Params): Promise<Answer> {
    if (!authorised(p)) return { errorCode: '5', errorMessage: 'Access denied' };
    const o = await find(p);
    if (!o) return { errorCode: '6', errorMessage: 'Unknown order id' };
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

  async function refund(p: Params): Promise<Answer> {
    if (!authorised(p)) return { errorCode: '5', errorMessage: 'Access denied' };
    const o = await find(p);
    if (!o) return { errorCode: '6', errorMessage: 'Unknown order id' };
    const amount = Number(p.amount);
    if (!Number.isInteger(amount) || amount <= 0) return { errorCode: '4', errorMessage: 'Amount is invalid' };
    if (o.status !== 2) return { errorCode: '7', errorMessage: 'Payment must be in a correct state' };
    // one conditional statement: concurrent refunds through several instances never exceed the deposit
    const done = await db
      .updateTable('sandbox_orders')
      .set({
        refunded: sql`refunded + ${amount}`,
        status: sql`CASE WHEN refunded + ${amount} = amount THEN 4 ELSE status END`,
      })
      .where('id', '=', o.id)
      .where('status', '=', 2)
      .where(sql<boolean>`refunded + ${amount} <= amount`)
      .returning('id')
      .executeTakeFirst();
    if (!done) return { errorCode: '7', errorMessage: 'Refund amount exceeds deposited amount' };
    return { errorCode: '0', errorMessage: 'Success' };
  }

  return { register, pay, cancel, acknowledge, statusExtended, refund, get, withRedirectParam };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
