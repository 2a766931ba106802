import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Lang } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';

/**
 * Invoice PDFs drawn once and kept (issue 26, point 6): a 5 000-line invoice takes seconds of the event loop to
 * draw, and was drawn again at every download. The PDF of a numbered invoice is kept per order and language in the
 * database (table invoice_pdfs), which every instance behind nginx shares; DATA_DIR may be one per instance.
 *
 * A kept PDF is served while its fingerprint holds: a digest of everything the PDF prints that may still change
 * after the order is placed (its state and sales status, payment, refunds, rejection, the buyer's details, the
 * invoice number, the seller's details of the configuration) and of the drawing's version. The lines never
 * change once placed; an Arabic PDF also prints each line's product's Arabic name of today (D67), so its
 * fingerprint holds a digest of those names: renaming a product in Arabic draws its Arabic invoices again. When one input changes (a cash order validated or rejected, a refund), the fingerprint
 * differs and the next download draws it again.
 */

/** Raise when the drawing itself changes (layout, texts): every kept PDF is drawn again on its next download. */
export const INVOICE_DRAWING_VERSION = 4;

export interface InvoiceInputs {
  orderNo: string;
  state: string;
  status: number;
  /** 'numbered' | 'provisional' (seq < 0, numbered by the next read) | 'none' */
  numbering: 'numbered' | 'provisional' | 'none';
  invoiceNo: string | null;
  fingerprint: string;
}

/** What a kept PDF depends on, read in one cheap round trip (no lines). Null when the order does not exist. */
export async function invoiceInputs(
  db: Database,
  config: Config,
  orderId: number,
  lang: Lang,
): Promise<InvoiceInputs | null> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('pharmacies as p', 'p.id', 'o.pharmacy_id')
    .leftJoin('invoices as i', 'i.order_id', 'o.id')
    .select([
      'o.order_no',
      'o.state',
      'o.status',
      'o.payement_type',
      'o.address',
      'o.total',
      'o.stamp_duty',
      'o.refunded_amount',
      'o.paid_at',
      'o.rejected_at',
      'o.rejection_reason',
      'o.card_invoice_payment_id',
      'p.name',
      'p.address1',
      'p.address2',
      'p.zip',
      'p.wilaya_id',
      'p.rc',
      'p.nif',
      'p.rib',
      'p.phone1',
      'p.email',
      'i.number',
      'i.seq',
      'i.issued_at',
      sql<
        string | null
      >`(SELECT y.id || ':' || coalesce(y.confirmed_at::text, '') FROM payments y WHERE y.order_id = o.id AND y.status = 'paid' ORDER BY y.id DESC LIMIT 1)`.as(
        'payment',
      ),
      lang === 'ar'
        ? sql<string | null>`(SELECT md5(string_agg(coalesce(pr.name_ar, ''), '|' ORDER BY l.id)) FROM order_lines l
            LEFT JOIN products pr ON pr.id = l.product_id WHERE l.order_id = o.id)`.as('arabic_names')
        : sql<null>`NULL`.as('arabic_names'),
      // the stamp duty given back once paid by card (D114)
      sql<
        string | null
      >`(SELECT n.number FROM credit_notes n WHERE n.order_id = o.id AND n.source = 'stamp_duty' ORDER BY n.id LIMIT 1)`.as(
        'stamp_given_back',
      ),
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return null;
  const numbering = row.seq === null ? 'none' : row.seq < 0 ? 'provisional' : 'numbered';
  const digest = createHash('sha256')
    .update(JSON.stringify([INVOICE_DRAWING_VERSION, lang, config.company, row]))
    .digest('base64url');
  return {
    orderNo: row.order_no,
    state: row.state,
    status: row.status,
    numbering,
    invoiceNo: numbering === 'numbered' ? row.number : null,
    fingerprint: digest,
  };
}

/** The kept PDF of that fingerprint, or null. */
export async function keptPdf(db: Database, orderId: number, lang: Lang, fingerprint: string): Promise<Buffer | null> {
  const kept = await db
    .selectFrom('invoice_pdfs')
    .select('pdf')
    .where('order_id', '=', orderId)
    .where('lang', '=', lang)
    .where('fingerprint', '=', fingerprint)
    .executeTakeFirst();
  // PostgreSQL's driver answers a Buffer, PGlite a Uint8Array
  return kept ? Buffer.from(kept.pdf.buffer, kept.pdf.byteOffset, kept.pdf.byteLength) : null;
}

/** Keeps a drawn PDF in place of the one drawn from older inputs (two instances drawing at once: the last wins, both alike). */
export async function keepPdf(
  db: Database,
  orderId: number,
  lang: Lang,
  fingerprint: string,
  pdf: Buffer,
): Promise<void> {
  await db
    .insertInto('invoice_pdfs')
    .values({ order_id: orderId, lang, fingerprint, pdf, rendered_at: new Date() })
    .onConflict((oc) => oc.columns(['order_id', 'lang']).doUpdateSet({ fingerprint, pdf, rendered_at: new Date() }))
    .execute();
}
