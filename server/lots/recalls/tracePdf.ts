import { formatAlgiersDate, formatAlgiersDateTime } from '../../../src/contract/algiersTime.js';
import type { Lang } from '../../../src/contract/constants.js';
import { translate } from '../../../src/contract/messages/index.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/index.js';
import { drawTableDocument } from '../../fulfilment/pdfDocument.js';
import { shownProductName } from '../../queries/products.js';
import { recallTrace } from './trace.js';

/** The trace report of a recalled lot as a PDF in the reader's language, drawn as the delivery notes are. Null when no such recall. */
export async function renderRecallTrace(db: Database, config: Config, id: number, lang: Lang) {
  const trace = await recallTrace(db, id, lang, null);
  if (!trace) return null;
  const { recall } = trace;
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, `recallPdf.${key}`, vars);
  const expiry = recall.expiry ? formatAlgiersDate(`${recall.expiry}T12:00:00Z`) : '—';
  const pdf = await drawTableDocument(
    {
      lang,
      title: t('title'),
      refs: [
        t('product', {
          ref: recall.product_ref,
          product: shownProductName(lang, { name: recall.product_name, name_ar: recall.product_name_ar }),
        }),
        t('lot', { lot: recall.lot, expiry }),
        t('started', { date: formatAlgiersDateTime(recall.started_at) }),
        t('printed', { date: formatAlgiersDateTime(new Date()) }),
      ],
      columns: [
        { label: t('pharmacy'), width: 0, align: 'left' },
        { label: t('wilaya'), width: 80, align: 'left' },
        { label: t('order'), width: 90, align: 'left', oneLine: true },
        { label: t('shipment'), width: 60, align: 'right', oneLine: true },
        { label: t('quantity'), width: 45, align: 'right', oneLine: true },
        { label: t('date'), width: 90, align: 'left', oneLine: true },
      ],
      rows: trace.lines.map((l) => [
        l.pharmacy_name,
        l.wilaya_name,
        l.order_no,
        String(l.shipment_id),
        String(l.quantity),
        formatAlgiersDateTime(l.shipped_at),
      ]),
      closing: [
        t('reason', { reason: recall.reason }),
        ...(trace.lines.length
          ? [t('units', { smart_count: trace.quantity }), t('pharmacies', { smart_count: trace.pharmacies })]
          : [t('empty')]),
      ],
    },
    config,
  );
  return { pdf, fileName: `${t('fileName')}_${recall.product_ref}_${recall.lot}_${lang}.pdf`.replace(/[^\w.-]/g, '_') };
}
