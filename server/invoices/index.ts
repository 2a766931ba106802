import type { Lang } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { invoicePdfs } from '../metrics.js';
import { loadInvoiceData } from './data.js';
import { ensureInvoice, INVOICED_STATES, invoiceNumberOf } from './numbering.js';
import { drawInvoice } from './pdf.js';
import { type InvoiceInputs, invoiceInputs, keepPdf, keptPdf } from './pdfStore.js';

export { ensureInvoice } from './numbering.js';

/** File name of a downloaded invoice (spec 000 §7): invoice_order_{order_no}_{locale}.pdf, header-safe. */
export const invoiceFileName = (orderNo: string, lang: Lang) =>
  `invoice_order_${orderNo.replace(/[^\w-]/g, '_')}_${lang}.pdf`;

export type RenderedInvoice = { pdf: Buffer; orderNo: string; invoiceNo: string | null };

/** Draws of this process under way, by order, language and fingerprint: parallel downloads wait for one draw. */
const drawing = new Map<string, Promise<RenderedInvoice | null>>();

/**
 * The invoice of an order as a PDF (D17) with its number (null on a pro forma), or null when the order does not
 * exist.
 * Paid and offline-placed orders get their gap-free number on first need (seeded past orders too); any other
 * order (payment still open, failed) prints as an unnumbered pro forma. The admin, franchise and pharmacy
 * download calls use this; each checks first that the caller may see the order.
 * A numbered invoice is drawn once per language and kept (pdfStore.ts): later downloads read it back until what it
 * prints changes. A pro forma, dated the day it is printed, is drawn each time.
 */
export async function renderInvoice(
  db: Database,
  config: Config,
  orderId: number,
  lang: Lang,
): Promise<RenderedInvoice | null> {
  let inputs = await invoiceInputs(db, config, orderId, lang);
  if (!inputs) return null;
  if (inputs.numbering === 'provisional') {
    await invoiceNumberOf(db, orderId);
    inputs = await invoiceInputs(db, config, orderId, lang);
    if (!inputs) return null;
  }
  // the kept-PDF look-up is inside the single flight: a download arriving while another draws joins it, and one
  // arriving after it ended finds the PDF it kept (the flight ends only once the PDF is stored)
  const key = `${orderId}:${lang}:${inputs.fingerprint}`;
  const running = drawing.get(key);
  if (running) return running;
  const flight = keptOrDrawn(db, config, orderId, lang, inputs).finally(() => drawing.delete(key));
  drawing.set(key, flight);
  return flight;
}

async function keptOrDrawn(
  db: Database,
  config: Config,
  orderId: number,
  lang: Lang,
  inputs: InvoiceInputs,
): Promise<RenderedInvoice | null> {
  if (inputs.numbering === 'numbered') {
    const kept = await keptPdf(db, orderId, lang, inputs.fingerprint);
    if (kept) {
      invoicePdfs.inc({ lang, source: 'kept' });
      return { pdf: kept, orderNo: inputs.orderNo, invoiceNo: inputs.invoiceNo };
    }
  }
  return drawAndKeep(db, config, orderId, lang, inputs);
}

async function drawAndKeep(
  db: Database,
  config: Config,
  orderId: number,
  lang: Lang,
  inputs: InvoiceInputs,
): Promise<RenderedInvoice | null> {
  const data = await loadInvoiceData(db, orderId, lang);
  if (!data) return null;
  if (!data.invoice && (INVOICED_STATES.includes(data.order.state) || data.order.status === 1)) {
    data.invoice = await db.transaction().execute((trx) => ensureInvoice(trx, orderId));
  }
  const pdf = await drawInvoice(data, config, lang);
  invoicePdfs.inc({ lang, source: 'drawn' });
  // kept under the fingerprint read before the data: were the inputs changed meanwhile, the next download sees
  // another fingerprint and draws again (never a stale PDF under a fresh fingerprint)
  if (inputs.numbering === 'numbered') await keepPdf(db, orderId, lang, inputs.fingerprint, pdf);
  return { pdf, orderNo: data.order.orderNo, invoiceNo: data.invoice?.number ?? null };
}
