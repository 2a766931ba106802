/** Response codes of the HTTP contract (spec 000 §7–§9, 001 §8, D6). */
export const Code = {
  OK: 2001,
  TOKENS_RENEWED: 2000,
  // Validation: the meaning of 400x depends on the call (e.g. 4001 = first field of the form).
  V4001: 4001,
  V4002: 4002,
  V4003: 4003,
  V4004: 4004,
  V4005: 4005,
  V4006: 4006,
  V4007: 4007,
  V4008: 4008,
  V4009: 4009,
  V4010: 4010,
  /** Generic validation failure carrying a list of field errors. */
  VALIDATION: 4000,
  WRONG_CREDENTIALS: 4011,
  SAME_PASSWORD: 4012,
  ACCOUNT_LOCKED: 4013,
  ACCOUNT_DISABLED: 4014,
  NO_TOKENS: 4031,
  FORBIDDEN: 4030,
  /** 4041 means both "not found" (HTTP 404) and "invalid session" (HTTP 401): spec 000 §8, D6. */
  NOT_FOUND: 4041,
  INVALID_SESSION: 4041,
  RATE_LIMITED: 4290,
  CONFLICT: 4091,
  WILAYA_TAKEN: 4092,
  STOCK_CONFLICT: 4093,
  /** Refused while other records still depend on it (franchisee with pharmacies, category with products). */
  IN_USE: 4094,
  /** The object's state does not allow the change (e.g. a card-paid order's status, D13). */
  STATE_CONFLICT: 4095,
  /** Too many of something (a product's images, 001 §9). */
  LIMIT_REACHED: 4096,
  /** An offline order refused by credit control: over the credit limit, or an invoice overdue too long (issue 30). */
  CREDIT_HOLD: 4097,
  /** Lots (issue 29): a lot number received again with another expiry, or too few sellable lots to ship a line. */
  LOT_CONFLICT: 4098,
  /** A back-office save over a record someone changed since the form read it (D23); `payload[0]` is the record now. */
  STALE_EDIT: 4099,
  PAYMENT_FAILED: 4221,
  SERVER_ERROR: 5001,
  PROVIDER_ERROR: 5021,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

/** HTTP status that accompanies a code (D6). The browser reads `code` from the body whatever the status. */
export function httpStatusFor(code: number): number {
  if (code === Code.OK || code === Code.TOKENS_RENEWED) return 200;
  if (code >= 4000 && code <= 4010) return 400;
  if (code === Code.NO_TOKENS || (code >= 4011 && code <= 4014)) return 401;
  if (code === Code.RATE_LIMITED) return 429;
  if (code === Code.FORBIDDEN) return 403;
  if (code === Code.NOT_FOUND) return 404; // the server answers 401 when it means an invalid session
  if (code >= 4091 && code <= 4099) return 409;
  if (code === Code.PAYMENT_FAILED) return 422;
  if (code === Code.PROVIDER_ERROR) return 502;
  return 500;
}
