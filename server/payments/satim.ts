import { type Lang, LANGS } from '../../src/contract/constants.js';
import type { Config } from '../config.js';

/**
 * Adapter of SATIM's CIB/EDAHABIA e-payment gateway (D14). It speaks HTTP to `config.satimUrl` exactly as to
 * the real gateway (form-encoded `userName`/`password` + parameters, JSON answers), so the built-in sandbox and
 * SATIM are interchangeable by configuration. Amounts are integer centimes, currency 012 (DZD).
 */

export const SATIM_CURRENCY = '012';

/** SATIM's `language` parameter: FR, EN or AR (ISO 639-1, upper case); anything else is French. */
export const satimLanguage = (lang: Lang) => lang.toUpperCase();
export const langOfSatim = (value: string | null | undefined): Lang =>
  LANGS.find((l) => l === String(value ?? '').toLowerCase()) ?? 'fr';
const DEFAULT_TIMEOUT_MS = 15_000;

/** Why a call to the gateway gave no usable answer. The order must then stay as it was (never half-done). */
export class SatimError extends Error {
  constructor(
    public readonly kind: 'timeout' | 'network' | 'bad_response' | 'refused',
    message: string,
    public readonly providerCode?: string,
  ) {
    super(message);
  }
}

/** The state of a payment at the gateway, from acknowledgeTransaction / confirmOrder / getOrderStatusExtended. */
export interface SatimStatus {
  errorCode: string;
  errorMessage: string | null;
  /** 0 registered, 1 approved (hold), 2 deposited (paid), 3 reversed, 4 refunded, 6 declined */
  orderStatus: number | null;
  respCode: string | null;
  respCodeDesc: string | null;
  actionCode: number | null;
  amount: number | null;
  orderNumber: string | null;
  approvalCode: string | null;
  pan: string | null;
  cardholderName: string | null;
  raw: Record<string, unknown>;
}

export interface RegisterRequest {
  orderNumber: string;
  /** centimes */
  amount: number;
  returnUrl: string;
  failUrl: string;
  description: string;
  lang: Lang;
  /** merchant data echoed by SATIM (udf1): our order number */
  udf1: string;
  sessionTimeoutSecs?: number;
}

export interface SatimClient {
  register(req: RegisterRequest): Promise<{ orderId: string; formUrl: string }>;
  /** Return-page confirmation: acknowledgeTransaction.do, or confirmOrder.do when SATIM_CONFIRM_ORDER=1. */
  confirm(mdOrder: string, lang: Lang): Promise<SatimStatus>;
  /** Reconciliation (background job): getOrderStatusExtended.do. */
  status(mdOrder: string, lang: Lang): Promise<SatimStatus>;
  /** Refund of `amount` centimes of a deposited order. */
  refund(mdOrder: string, amount: number): Promise<void>;
}

/** Fields SATIM sends with one casing or another depending on the call; the first present wins. */
function pick(raw: Record<string, unknown>, ...names: string[]): unknown {
  for (const n of names) if (raw[n] !== undefined && raw[n] !== null && raw[n] !== '') return raw[n];
  return undefined;
}
const asString = (v: unknown): string | null => (v === undefined || v === null ? null : String(v));
const asNumber = (v: unknown): number | null => {
  if (v === undefined || v === null || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** Normalises the three status answers (their field names differ in case and nesting). */
export function parseStatus(raw: Record<string, unknown>): SatimStatus {
  const params = (raw.params ?? {}) as Record<string, unknown>;
  const card = (raw.cardAuthInfo ?? {}) as Record<string, unknown>;
  const actionCode = asNumber(pick(raw, 'actionCode', 'ActionCode'));
  let respCode = asString(pick(params, 'respCode'));
  // getOrderStatusExtended carries no respCode: action code 0 is the approval ("00") there.
  if (respCode === null && actionCode !== null && raw.params === undefined)
    respCode = actionCode === 0 ? '00' : String(actionCode);
  return {
    errorCode: asString(pick(raw, 'ErrorCode', 'errorCode')) ?? '0',
    errorMessage: asString(pick(raw, 'ErrorMessage', 'errorMessage')),
    orderStatus: asNumber(pick(raw, 'OrderStatus', 'orderStatus')),
    respCode,
    respCodeDesc: asString(pick(params, 'respCode_desc')) ?? asString(pick(raw, 'actionCodeDescription')),
    actionCode,
    amount: asNumber(pick(raw, 'Amount', 'amount', 'depositAmount')),
    orderNumber: asString(pick(raw, 'OrderNumber', 'orderNumber')),
    approvalCode: asString(pick(raw, 'approvalCode') ?? pick(card, 'approvalCode')),
    pan: asString(pick(raw, 'Pan', 'pan') ?? pick(card, 'pan')),
    cardholderName: asString(pick(raw, 'cardholderName') ?? pick(card, 'cardholderName')),
    raw,
  };
}

export type Verdict =
  | { paid: true }
  | { paid: false; reason: 'declined' | 'not_completed' | 'amount_mismatch' | 'unknown_order' | 'error' };

/**
 * Paid only when ErrorCode is 0, OrderStatus 2 (deposited), respCode "00" and the amount is the order's (D14).
 * Anything else is not a payment, whatever else the answer says.
 */
export function verdict(s: SatimStatus, expectedAmount: number): Verdict {
  const ok = s.errorCode === '0';
  if (ok && s.orderStatus === 2 && s.respCode === '00') {
    return s.amount === expectedAmount ? { paid: true } : { paid: false, reason: 'amount_mismatch' };
  }
  if (s.errorCode === '6') return { paid: false, reason: 'unknown_order' };
  // registered but never paid (the user left the payment page): not yet a refusal
  if (s.orderStatus === 0 || s.orderStatus === null) return { paid: false, reason: ok ? 'not_completed' : 'error' };
  if (s.orderStatus === 6 || s.orderStatus === 3 || (s.respCode && s.respCode !== '00'))
    return { paid: false, reason: 'declined' };
  return { paid: false, reason: 'error' };
}

export function createSatimClient(config: Config, opts: { timeoutMs?: number } = {}): SatimClient {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = config.satimUrl.replace(/\/+$/, '');

  async function post(path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const body = new URLSearchParams({ userName: config.satimUsername, password: config.satimPassword, ...params });
    let res: Response;
    try {
      res = await fetch(`${base}/${path}`, { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs) });
    } catch (e) {
      const err = e as Error;
      if (err.name === 'TimeoutError' || err.name === 'AbortError')
        throw new SatimError('timeout', `SATIM ${path}: no answer within ${timeoutMs} ms`);
      throw new SatimError('network', `SATIM ${path}: ${(err.cause as Error | undefined)?.message ?? err.message}`);
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) throw new SatimError('bad_response', `SATIM ${path}: HTTP ${res.status}`);
    try {
      const json = JSON.parse(text) as unknown;
      if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('not an object');
      return json as Record<string, unknown>;
    } catch {
      throw new SatimError('bad_response', `SATIM ${path}: answer is not JSON`);
    }
  }

  async function statusCall(path: string, mdOrder: string, lang: Lang) {
    const raw = await post(path, { mdOrder, orderId: mdOrder, language: satimLanguage(lang) });
    return parseStatus(raw);
  }

  return {
    async register(req) {
      const params: Record<string, string> = {
        orderNumber: req.orderNumber,
        amount: String(req.amount),
        currency: SATIM_CURRENCY,
        returnUrl: req.returnUrl,
        failUrl: req.failUrl,
        description: req.description,
        language: satimLanguage(req.lang),
        jsonParams: JSON.stringify({ force_terminal_id: config.satimTerminalId, udf1: req.udf1 }),
      };
      if (req.sessionTimeoutSecs) params.sessionTimeoutSecs = String(req.sessionTimeoutSecs);
      const raw = await post('register.do', params);
      const errorCode = asString(pick(raw, 'errorCode', 'ErrorCode')) ?? '0';
      const orderId = asString(raw.orderId);
      const formUrl = asString(raw.formUrl);
      if (errorCode !== '0' || !orderId || !formUrl)
        throw new SatimError(
          'refused',
          `SATIM register.do: ${asString(pick(raw, 'errorMessage', 'ErrorMessage')) ?? 'no form URL'}`,
          errorCode,
        );
      return { orderId, formUrl };
    },
    confirm: (mdOrder, lang) =>
      statusCall(config.satimConfirmOrder ? 'confirmOrder.do' : 'public/acknowledgeTransaction.do', mdOrder, lang),
    status: (mdOrder, lang) => statusCall('getOrderStatusExtended.do', mdOrder, lang),
    async refund(mdOrder, amount) {
      const raw = await post('refund.do', { orderId: mdOrder, amount: String(amount), currency: SATIM_CURRENCY });
      const errorCode = asString(pick(raw, 'errorCode', 'ErrorCode')) ?? '0';
      if (errorCode !== '0')
        throw new SatimError(
          'refused',
          asString(pick(raw, 'errorMessage', 'ErrorMessage')) ?? `error ${errorCode}`,
          errorCode,
        );
    },
  };
}
