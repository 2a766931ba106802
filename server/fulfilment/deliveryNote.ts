import { sql } from 'kysely';
import { formatDate, type Lang, langFromHeader, PAYMENT_TYPE } from '../../src/contract/constants.js';
import { money } from '../invoices/pdf.js';
import { formatAlgiersDateTime } from '../../src/contract/algiersTime.js';
import { translate } from '../../src/contract/messages/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { shownProductName } from '../queries/products.js';
import { drawTableDocument } from './pdfDocument.js';
import { shippableLines } from './state.js';
import { shipmentLots } from '../lots/shipmentLots.js';

/**
 * The delivery note (bon de livraison) of one shipment (D59), in the pharmacy's language unless `lang` is given:
 * the order and invoice numbers, the recipient, the carrier, each line's ordered quantity, what this parcel holds
 * and what is still to come. A line's free units (UG, issue 40) leave the warehouse like the others: they are counted
 * in what the parcel holds and shown on a line of their own under their product (splitFreeUnits). Null when the shipment is unknown or outside the scope (a pharmacy's own, a wilaya's).
 */
export async function renderDeliveryNote(
  db: Database,
  config: Config,
  shipmentId: number,
  scope: { pharmacyId?: number; wilayaId?: number },
  lang?: Lang,
) {
  let q = db
    .selectFrom('shipments as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .innerJoin('pharmacies as p', 'p.id', 'o.pharmacy_id')
    .leftJoin('wilayas as w', 'w.id', 'p.wilaya_id')
    .leftJoin('carriers as c', 'c.id', 's.carrier_id')
    .leftJoin('invoices as i', 'i.order_id', 'o.id')
    .select([
      's.id',
      's.order_id',
      's.kind',
      's.created_at',
      's.tracking_no',
      's.delivered_at',
      's.receiver_name',
      'o.order_no',
      'o.address',
      'p.name',
      'p.phone1',
      'p.zip',
      'p.language',
      'w.name as wilaya',
      'w.name_ar as wilaya_ar',
      'c.name as carrier',
      'i.number as invoice_no',
      // what the driver collects (D114): what is left on an offline order's invoice, 0 once paid (by card from My account too)
      sql<string>`CASE WHEN o.payement_type = ${PAYMENT_TYPE.CASH} AND o.state IN ('pending_validation', 'paid')
        THEN coalesce((SELECT d.left_to_pay FROM open_debits d JOIN ledger_entries e ON e.id = d.entry_id
          WHERE e.order_id = o.id AND e.kind = 'invoice'), 0) ELSE 0 END`.as('cash_to_collect'),
    ])
    .where('s.id', '=', shipmentId);
  if (scope.pharmacyId !== undefined) q = q.where('s.pharmacy_id', '=', scope.pharmacyId);
  if (scope.wilayaId !== undefined) q = q.where('o.wilaya_id', '=', scope.wilayaId);
  const s = await q.executeTakeFirst();
  if (!s) return null;
  const l: Lang = lang ?? langFromHeader(s.language);
  const t = (key: string, vars?: Record<string, string | number>) => translate(l, `note.${key}`, vars);
  const kv = (label: string, value: string) => t('labelValue', { label, value });
  const [lines, own, lots, free] = await Promise.all([
    shippableLines(db, s.order_id),
    db.selectFrom('shipment_lines').select(['product_id', 'quantity']).where('shipment_id', '=', s.id).execute(),
    shipmentLots(db, s.id),
    freeUnitsBefore(db, s.order_id, s.id),
  ]);
  // each line's lots (issue 29 §2): "AB12 03/2027 ×4", the opening lot named as such
  const lotsOf = (productId: number) =>
    lots
      .filter((x) => x.product_id === productId)
      .map(
        (x) =>
          `${x.lot ? `${x.lot} ${x.expiry ? `${x.expiry.slice(5, 7)}/${x.expiry.slice(0, 4)}` : ''}`.trim() : t('openingLot')} ×${x.quantity}`,
      )
      .join(', ');
  let unitsHere = 0;
  let freeHere = 0;
  const rows = lines
    .filter((line) => line.product_id !== null)
    .flatMap((line) => {
      const here = own.find((x) => x.product_id === line.product_id)?.quantity ?? 0;
      const f = free.find((x) => x.product_id === line.product_id);
      // a replacement (kind 'replacement') replaces units, it has no free ones of its own
      const split =
        s.kind === 'order' && f && f.free > 0
          ? splitFreeUnits({
              units: line.ordered,
              free: f.free,
              shippedBefore: f.shipped_before,
              here,
              shipped: line.shipped,
              remaining: line.remaining,
            })
          : null;
      unitsHere += here;
      freeHere += split?.here ?? 0;
      const name = shownProductName(l, line);
      const remaining = s.kind === 'order' ? line.remaining : 0;
      const paidRow = [
        line.ref,
        name,
        lotsOf(line.product_id!),
        String(line.ordered - (split?.ordered ?? 0)),
        String(here - (split?.here ?? 0)),
        String(remaining - (split?.remaining ?? 0)),
      ];
      const rowsOfLine = [paidRow];
      if (split)
        rowsOfLine.push([
          line.ref,
          `${name}\n${t('freeUnits')}`,
          '',
          String(split.ordered),
          String(split.here),
          String(split.remaining),
        ]);
      return rowsOfLine.filter((row) => row[4] !== '0' || row[5] !== '0');
    });
  const stillToCome = s.kind === 'order' && lines.some((x) => x.remaining > 0);
  const pdf = await drawTableDocument(
    {
      lang: l,
      title: t('title'),
      refs: [
        t('number', { number: String(s.id).padStart(6, '0') }),
        kv(t('date'), formatDate(s.created_at)),
        kv(t('order'), s.order_no),
        kv(t('invoice'), s.invoice_no ?? t('noInvoice')),
        ...(s.carrier ? [kv(t('carrier'), s.carrier)] : []),
        ...(s.tracking_no ? [kv(t('tracking'), s.tracking_no)] : []),
        kv(t('cashToCollect'), money(s.kind === 'order' ? Number(s.cash_to_collect) : 0, l)),
      ],
      party: {
        title: t('to'),
        name: s.name,
        lines: [s.address, [s.zip, (l === 'ar' && s.wilaya_ar) || s.wilaya].filter(Boolean).join(' '), s.phone1],
      },
      columns: [
        { label: t('ref'), width: 70, align: 'left', oneLine: true },
        { label: t('designation'), width: 0, align: 'left' },
        { label: t('lots'), width: 110, align: 'left' },
        { label: t('ordered'), width: 55, align: 'right', oneLine: true },
        { label: t('thisShipment'), width: 65, align: 'right', oneLine: true },
        { label: t('toCome'), width: 75, align: 'right', oneLine: true },
      ],
      rows,
      closing: [
        ...(freeHere > 0 ? [t('unitsShipped', { units: unitsHere, free: freeHere })] : []),
        stillToCome ? t('stillToCome') : t('allShipped'),
        ...(s.delivered_at && s.receiver_name
          ? [t('received', { date: formatAlgiersDateTime(s.delivered_at), receiver: s.receiver_name })]
          : []),
      ],
      signature: t('signature'),
    },
    config,
  );
  return { pdf, fileName: `bon_de_livraison_${s.order_no}_${s.id}_${l}.pdf`.replace(/[^\w.-]/g, '_') };
}

/**
 * Per product of an order with free units: its free units and what the order's own shipments before this one
 * carried of it.
 */
async function freeUnitsBefore(db: Database, orderId: number, shipmentId: number) {
  const { rows } = await sql<{ product_id: number; free: number; shipped_before: number }>`
    SELECT l.product_id, sum(l.free_quantity)::int AS free,
      coalesce((SELECT sum(sl.quantity) FROM shipments s JOIN shipment_lines sl ON sl.shipment_id = s.id
        WHERE s.order_id = l.order_id AND s.kind = 'order' AND s.id < ${shipmentId}::int
          AND sl.product_id = l.product_id), 0)::int AS shipped_before
    FROM order_lines l WHERE l.order_id = ${orderId}::int AND l.free_quantity > 0 AND l.product_id IS NOT NULL
    GROUP BY l.order_id, l.product_id`.execute(db);
  return rows;
}

/**
 * Which of a line's units are its free ones, on a delivery note (pure): the paid units ship first and the free ones
 * (UG) last, as they are earned on complete paid units, so a parcel holds free units only once every paid unit has
 * left; the units still to come are those after the shipped ones. Answers the free units of the line, of this parcel
 * and still to come.
 */
export function splitFreeUnits(l: {
  units: number;
  free: number;
  shippedBefore: number;
  here: number;
  shipped: number;
  remaining: number;
}) {
  const paid = l.units - l.free;
  const freeAfter = (shipped: number) => Math.max(0, Math.min(l.free, shipped - paid));
  return {
    ordered: l.free,
    here: freeAfter(l.shippedBefore + l.here) - freeAfter(l.shippedBefore),
    remaining: Math.max(0, Math.min(l.units, l.shipped + l.remaining) - Math.max(paid, l.shipped)),
  };
}
