/** Business constants of the contract (spec 000 §9, 001 §9, DECISIONS). */
import { formatAlgiersDate, formatAlgiersDateTime } from './algiersTime';

export const ROLES = ['admin', 'franchise', 'pharmacy'] as const;
export type Role = (typeof ROLES)[number];

/** Header and browser-storage names of a role's two tokens (spec 000 §6). */
export const tokenKeys = (role: Role) => ({
  access: `${role}_access_token`,
  refresh: `${role}_refresh_token`,
  accessHeader: `${role}-access-token`,
  refreshHeader: `${role}-refresh-token`,
});

export const LANGS = ['fr', 'en', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'fr';
/** `language` header values: 1 French, 2 English/other (spec 000 §7); 3 Arabic is an addition. */
export const langHeaderValue = (lang: Lang) => (lang === 'en' ? '2' : lang === 'ar' ? '3' : '1');
export const langFromHeader = (value: unknown): Lang =>
  String(value) === '2' ? 'en' : String(value) === '3' ? 'ar' : 'fr';
/** The invoice download alone sends 1 for en, 2 otherwise (spec 000 §7, D8); 3 is Arabic. */
export const invoiceLangHeaderValue = (lang: Lang) => (lang === 'en' ? '1' : lang === 'ar' ? '3' : '2');
export const langFromInvoiceHeader = (value: unknown): Lang =>
  String(value) === '1' ? 'en' : String(value) === '3' ? 'ar' : 'fr';

export const STORAGE = {
  lang: 'lang',
  theme: 'theme',
  basket: 'basket',
  onlineOrderNumber: 'orderNumber',
  invoicePaymentNumber: 'invoicePaymentNumber',
} as const;

export const ORDER_STATUS = { PAID: 1, PENDING: 2 } as const;
export const PAYMENT_TYPE = { CASH: 1, CARD: 2 } as const;
export const ID_TYPE = { NATIONAL_ID: 1, PASSPORT: 2 } as const;

export const DEFAULT_TAX_RATE = 19;
export const MAX_ADDRESSES = 2;
export const MAX_PRODUCT_IMAGES = 5;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The image types a product may carry (the server checks the bytes themselves: server/media). */
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const PRODUCTS_PER_PAGE = 16;
export const FRANCHISE_ORDERS_PAGE_SIZE = 50;
export const PHARMACY_ORDERS_PAGE_SIZE = 10;
export const ADMIN_ORDERS_PAGE_SIZE = 10;
export const MAX_LIST_LIMIT = 100;
export const SNACKBAR_MS = 3000;
export const RESET_REDIRECT_MS = 2000;
export const SUPPORT_LINE = '3020';
/** Payment means shown on result pages and invoices for card payments (D17). */
export const CARD_PAYMENT_METHOD = 'CIB/EDAHABIA';
/** Token of the local captcha stand-in, accepted only while no reCAPTCHA keys are configured (D15). */
export const CAPTCHA_STAND_IN_TOKEN = 'local-captcha-stand-in';

/** Money is integer centimes in the database and dinars with 2 decimals on the wire (D3). */
export const toDinars = (centimes: number) => Math.round(centimes) / 100;
export const toCentimes = (dinars: number | string) => Math.round(Number(dinars) * 100);
/** VAT of an amount excl. tax, in centimes, rounded to the centime. */
export const taxOf = (centimesExclTax: number, ratePercent: number) =>
  Math.round((centimesExclTax * ratePercent) / 100);

/**
 * Dates are shown day-month-year with two-digit day and month (spec 000 §9), of the day it is in Algiers (D40:
 * the spec's UTC read as the instant, shown in Algiers time like every time a person reads; algiersTime.ts).
 */
export const formatDate = (value: string | number | Date): string => formatAlgiersDate(value);
/** dd-mm-yyyy HH:mm, Algiers time. */
export const formatDateTime = (value: string | number | Date): string => formatAlgiersDateTime(value);

// one formatter per language: building an Intl.NumberFormat costs far more than formatting with it (lists, invoices)
const dzd = {
  fr: new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/**
 * A text set apart in its own direction run (first strong isolate … pop): an amount, a reference or a figure inside
 * an Arabic sentence keeps its order and does not pull the words around it.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

export function formatDZD(amount: number, lang: Lang): string {
  return `${dzd[lang === 'en' ? 'en' : 'fr'].format(amount)} DA`;
}
/**
 * Most products (lines) a basket, and so an order, holds (issue 26 §6, D37): the quick order pad's cap too. Beyond
 * it, adding a new product and ordering are refused with 4096; a bigger order would hold the server too long.
 */
export const MAX_BASKET_LINES = 200;
