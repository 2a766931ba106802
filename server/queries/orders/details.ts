import { sql } from 'kysely';
import { type Lang, PAYMENT_TYPE, toDinars } from '../../../src/contract/constants.js';
import type { FulfilmentView, ShipmentView } from '../../../src/contract/fulfilment.js';
import type { Database } from '../../db/index.js';
import { fulfilmentOf, shipmentsOfOrder } from '../../fulfilment/orderShipments.js';
import { idOf } from '../../http/ids.js';
import { refundableOf } from '../../payments/refundable.js';
import { iso } from '../paging.js';
import { scoped } from './filters.js';
import type { OrderScope } from './scope.js';
import { PLACED_STATES } from './states.js';
import { type OrderStateFields, stateColumns, stateFields } from './wire.js';

/** One order as its details dialog shows it, and a pharmacy's last orders. */

export interface OrderDetails {
  order: OrderStateFields & {
    id: number;
    order_no: string;
    pharmacy_id: number;
    name: string;
    address: string;
    status: number;
    payement_type: number;
    price_without_tax: number;
    tax_rate: number;
    /** percent, as the screens show it */
    tax: number;
    tax_amount: number;
    stamp_duty: number;
    order_price: number;
    /** refunded to the card so far (admin refunds of online payments) */
    refunded_amount: number;
    /** addition: what can still be refunded to the card (0 when the order has no refundable card payment) */
    refundable_amount: number;
    note: string | null;
    order_date: string;
    /** addition (issue 26, point 18): when and why an admin rejected the order, null otherwise */
    rejected_at: string | null;
    rejection_reason: string | null;
    /** addition (D114): paid by card, at checkout or, for an offline order, by its invoice from My account */
    paid_by_card: boolean;
    /** addition (D114): dinars the driver collects on delivery, what is left on an offline order's invoice (0 once paid) */
    cash_to_collect: number;
  };
  details: {
    id: number;
    product_id: number | null;
    ref: string;
    name: string;
    quantity: number;
    unity_price: number;
    quantity_price: number;
    free_quantity: number;
    discount_amount: number;
    promotion_id: number | null;
  }[];
  /** addition (issue 28): where the order is, and what left the warehouse */
  fulfilment: FulfilmentView;
  shipments: ShipmentView[];
}

/** An order with its lines, or null when it does not exist or is outside the scope. */
export async function orderDetails(
  db: Database,
  orderId: unknown,
  scope: OrderScope = {},
  lang: Lang = 'fr',
): Promise<OrderDetails | null> {
  const id = idOf(orderId);
  if (id === null) return null;
  // any state: a list filtered on attempts opens their details too
  const o = await scoped(db, scope, 'all')
    .where('o.id', '=', id)
    .select([
      'o.id',
      'o.order_no',
      'o.pharmacy_id',
      'p.name',
      'o.address',
      'o.status',
      'o.payement_type',
      'o.price_without_tax',
      'o.tax_rate',
      'o.tax_amount',
      'o.stamp_duty',
      'o.total',
      'o.refunded_amount',
      'o.note',
      'o.created_at',
      'o.rejected_at',
      'o.rejection_reason',
      // what the driver collects on delivery (D114): what is left on an offline order's invoice; 0 once paid (by card too)
      sql<string>`CASE WHEN o.payement_type = ${PAYMENT_TYPE.CASH} AND o.state IN ('pending_validation', 'paid')
        THEN coalesce((SELECT d.left_to_pay FROM open_debits d JOIN ledger_entries e ON e.id = d.entry_id
          WHERE e.order_id = o.id AND e.kind = 'invoice'), 0) ELSE 0 END`.as('cash_to_collect'),
    ])
    .select(stateColumns)
    .executeTakeFirst();
  if (!o) return null;
  const [lines, fulfilment, shipments] = await Promise.all([
    db
      .selectFrom('order_lines')
      .select([
        'id',
        'product_id',
        'ref',
        'name',
        'quantity',
        'unit_price',
        'total',
        'free_quantity',
        'discount_amount',
      ])
      .select(['promotion_id', 'free_promotion_id'])
      .where('order_id', '=', o.id)
      .orderBy('id')
      .execute(),
    fulfilmentOf(db, o.id, lang),
    shipmentsOfOrder(db, o.id),
  ]);
  return {
    order: {
      id: o.id,
      order_no: o.order_no,
      pharmacy_id: o.pharmacy_id,
      name: o.name,
      address: o.address,
      status: o.status,
      payement_type: o.payement_type,
      price_without_tax: toDinars(o.price_without_tax),
      tax_rate: Number(o.tax_rate),
      tax: Number(o.tax_rate),
      tax_amount: toDinars(o.tax_amount),
      stamp_duty: toDinars(o.stamp_duty),
      order_price: toDinars(o.total),
      refunded_amount: toDinars(o.refunded_amount),
      refundable_amount:
        o.stored_state === 'paid' && o.payement_type === PAYMENT_TYPE.CARD ? toDinars(await refundableOf(db, o.id)) : 0,
      note: o.note,
      order_date: iso(o.created_at),
      rejected_at: o.rejected_at ? iso(o.rejected_at) : null,
      rejection_reason: o.rejection_reason,
      // additions (issue 37 §12, D114): an offline order whose invoice was wholly paid by card, and what is left to collect
      paid_by_card: o.payement_type === PAYMENT_TYPE.CARD || o.card_invoice_payment_id !== null,
      cash_to_collect: toDinars(Number(o.cash_to_collect)),
      ...stateFields(o, lang, scope),
    },
    details: lines.map((l) => ({
      id: l.id,
      product_id: l.product_id,
      ref: l.ref,
      name: l.name,
      // what was paid for (issue 40): the free units come on top, in free_quantity
      quantity: l.quantity - l.free_quantity,
      unity_price: toDinars(l.unit_price),
      quantity_price: toDinars(l.total),
      free_quantity: l.free_quantity,
      discount_amount: toDinars(l.discount_amount),
      promotion_id: l.promotion_id ?? l.free_promotion_id,
    })),
    fulfilment,
    shipments,
  };
}

/** The last orders of a pharmacy for its details dialog (001 §3: order_id, order_date, total_price, status). */
export async function lastOrdersOfPharmacy(db: Database, pharmacyId: number, limit = 50) {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'order_no', 'created_at', 'total', 'status', 'payement_type'])
    .where('pharmacy_id', '=', pharmacyId)
    .where('state', 'in', PLACED_STATES)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    order_id: r.id,
    order_no: r.order_no,
    order_date: iso(r.created_at),
    total_price: toDinars(r.total),
    status: r.status,
    payement_type: r.payement_type,
  }));
}
