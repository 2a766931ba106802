import type { Lang } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { loadInvoiceData } from './data.js';
import { ensureInvoice, INVOICED_STATES } from './numbering.js';
import { drawInvoice } from './pdf.js';

export { ensureInvoice } from './numbering.js';

/** File name of a downloaded invoice (spec 000 §7): invoice_order_{order_no}_{locale}.pdf, header-safe. */
export const invoiceFileName = (orderNo: string, lang: Lang) => `invoice_order_${orderNo.replace(/[^\w-]/g, '_')}_${lang}.pdf`;

/**
 * The invoice of an order as a PDF in French or English (D17) with its number (null on a pro forma), or null
 * when the order does not exist.
 * Paid and offline-placed orders get their gap-free number on first need (seeded past orders too); any other
 * order (payment still open, failed) prints as an unnumbered pro forma. The admin, franchise and pharmacy
 * download calls use this; each checks first that the caller may see the order.
 */
export async function renderInvoice(
  db: Database,
  config: Config,
  orderId: number,
  lang: Lang,
): Promise<{ pdf: Buffer; orderNo: string; invoiceNo: string | null } | null> {
  const data = await loadInvoiceData(db, orderId);
  if (!data) return null;
  if (!data.invoice && (INVOICED_STATES.includes(data.order.state) || data.order.status === 1)) {
    data.invoice = await db.transaction().execute((trx) => ensureInvoice(trx, orderId));
  }
  return { pdf: await drawInvoice(data, config, lang), orderNo: data.order.orderNo, invoiceNo: data.invoice?.number ?? null };
}
