import type { Lang } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { loadInvoiceData } from '../invoices/data.js';
import { drawInvoice } from '../invoices/pdf.js';

/** File name of a downloaded credit note: credit_note_{number}_{locale}.pdf, header-safe. */
export const creditNoteFileName = (number: string, lang: Lang) =>
  `credit_note_${number.replace(/[^\w-]/g, '_')}_${lang}.pdf`;

/**
 * A credit note's PDF in the reader's language: the invoice's layout and legal mentions (seller and buyer
 * identities, footer), titled AVOIR, with its own number, the number of the invoice it corrects, its reason, its
 * lines and amounts (HT, TVA, TTC, in words). A line crediting units of an order line with free units prints the
 * average paid per unit shipped and what it is the average of (D121). Drawn on each download: a credit note never
 * changes once issued.
 */
export async function renderCreditNote(db: Database, config: Config, creditNoteId: number, lang: Lang) {
  const note = await db.selectFrom('credit_notes').selectAll().where('id', '=', creditNoteId).executeTakeFirst();
  if (!note) return null;
  const [data, lines, ordered] = await Promise.all([
    loadInvoiceData(db, note.order_id),
    db
      .selectFrom('credit_note_lines')
      .selectAll()
      .where('credit_note_id', '=', note.id)
      .orderBy('product_id')
      .execute(),
    // the order lines with free units the note credits: their lines say what their unit price averages (D121)
    db
      .selectFrom('order_lines as l')
      .innerJoin('credit_note_lines as cl', (j) =>
        j.onRef('cl.product_id', '=', 'l.product_id').on('cl.credit_note_id', '=', note.id),
      )
      .select(['l.product_id', 'l.quantity', 'l.free_quantity', 'l.total'])
      .where('l.order_id', '=', note.order_id)
      .where('l.free_quantity', '>', 0)
      .execute(),
  ]);
  if (!data) return null;
  const source =
    note.source === 'dispute'
      ? translate(lang, 'pdf.creditFromDispute', { id: String(note.dispute_id ?? '') })
      : note.source === 'refund'
        ? translate(lang, 'pdf.creditFromRefund')
        : note.source === 'stamp_duty'
          ? translate(lang, 'pdf.creditFromStampDuty')
          : translate(lang, 'pdf.creditFromCancellation');
  const pdf = await drawInvoice(
    {
      ...data,
      order: {
        ...data.order,
        priceWithoutTax: Number(note.price_without_tax),
        taxRate: Number(note.tax_rate),
        taxAmount: Number(note.tax_amount),
        stampDuty: Number(note.stamp_duty),
        total: Number(note.total),
        refunded: 0,
      },
      lines: lines.map((l) => {
        const withFree = ordered.find((o) => o.product_id === l.product_id);
        return {
          ref: l.ref,
          name: l.product_id === null ? translate(lang, 'pdf.refundLine') : l.name,
          quantity: l.quantity,
          unitPrice: Number(l.unit_price),
          total: Number(l.total),
          freeQuantity: 0,
          basePrice: null,
          discount: 0,
          percentDiscount: 0,
          ...(withFree
            ? {
                averageOf: {
                  total: Number(withFree.total),
                  units: withFree.quantity,
                  free: withFree.free_quantity,
                },
              }
            : {}),
        };
      }),
      credit: {
        number: note.number,
        issuedAt: new Date(note.issued_at),
        invoiceNumber: note.invoice_number,
        reason: note.reason ? `${source} — ${note.reason}` : source,
      },
    },
    config,
    lang,
  );
  return { pdf, number: note.number };
}
