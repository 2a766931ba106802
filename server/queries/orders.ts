import { sql } from 'kysely';
import { MAX_LIST_LIMIT, toDinars } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';
import { idOf } from '../http/ids.js';
import type { OrderState } from '../db/schema.js';

/**
 * Orders as the admin, franchise and pharmacy areas read them (spec 000 §3, 001 §3).
 * A scope narrows what a caller may see; an order outside the scope answers exactly like a missing one (D11).
 */
export interface OrderScope {
  wilayaId?: number;
  pharmacyId?: number;
}

/**
 * Orders that exist for the business: placed and either paid or waiting for sales validation.
 * Card attempts still at the gateway, failed, expired or cancelled are not orders anyone has to handle (D13).
 */
export const PLACED_STATES: OrderState[] = ['paid', 'pending_validation'];

export interface OrderListItem {
  id: number;
  order_id: number;
  order_no: string;
  pharmacy_id: number;
  pharmacy_name: string;
  /** the admin table's "pharmacy" column (001 §2) */
  name: string;
  status: number;
  payement_type: number;
  order_price: number;
  total_price: number;
  order_date: string;
}

export interface OrderDetails {
  order: {
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
    note: string | null;
    order_date: string;
  };
  details: { id: number; product_id: number | null; ref: string; name: string; quantity: number; unity_price: number; quantity_price: number }[];
}

/** Timestamps go on the wire as ISO strings (UTC). */
export const iso = (v: unknown) => new Date(v as string | Date).toISOString();

/** Clamps a page request (D10): offset ≥ 0, 1 ≤ limit ≤ 100; garbage becomes the defaults. */
export function clampPage(offset: unknown, limit: unknown, defaultLimit = 10): { offset: number; limit: number } {
  const o = Math.floor(Number(offset));
  const l = Math.floor(Number(limit));
  return {
    offset: Number.isFinite(o) && o > 0 ? o : 0,
    limit: Number.isFinite(l) && l > 0 ? Math.min(l, MAX_LIST_LIMIT) : defaultLimit,
  };
}

/** `%` and `_` typed by the user are searched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function scoped(db: Database, scope: OrderScope = {}) {
  let q = db
    .selectFrom('orders as o')
    .innerJoin('pharmacies as p', 'p.id', 'o.pharmacy_id')
    .where('o.state', 'in', PLACED_STATES);
  if (scope.wilayaId !== undefined) q = q.where('o.wilaya_id', '=', scope.wilayaId);
  if (scope.pharmacyId !== undefined) q = q.where('o.pharmacy_id', '=', scope.pharmacyId);
  return q;
}

/** One page of orders, newest first, searched over order number and pharmacy name: `{orders, total}` (D10). */
export async function listOrders(
  db: Database,
  opts: { offset: unknown; limit: unknown; search?: unknown } & OrderScope,
): Promise<{ orders: OrderListItem[]; total: number }> {
  const { offset, limit } = clampPage(opts.offset, opts.limit);
  const search = typeof opts.search === 'string' ? opts.search.trim().slice(0, 100) : '';
  let q = scoped(db, { wilayaId: opts.wilayaId, pharmacyId: opts.pharmacyId });
  if (search) {
    const pattern = likePattern(search);
    q = q.where((eb) => eb.or([eb('o.order_no', 'ilike', pattern), eb('p.name', 'ilike', pattern)]));
  }
  const [rows, count] = await Promise.all([
    q
      .select(['o.id', 'o.order_no', 'o.pharmacy_id', 'p.name as pharmacy_name', 'o.status', 'o.payement_type', 'o.total', 'o.created_at'])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    orders: rows.map((r) => ({
      id: r.id,
      order_id: r.id,
      order_no: r.order_no,
      pharmacy_id: r.pharmacy_id,
      pharmacy_name: r.pharmacy_name,
      name: r.pharmacy_name,
      status: r.status,
      payement_type: r.payement_type,
      order_price: toDinars(r.total),
      total_price: toDinars(r.total),
      order_date: iso(r.created_at),
    })),
  };
}

/** An order with its lines, or null when it does not exist or is outside the scope. */
export async function orderDetails(db: Database, orderId: unknown, scope: OrderScope = {}): Promise<OrderDetails | null> {
  const id = idOf(orderId);
  if (id === null) return null;
  const o = await scoped(db, scope)
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
    ])
    .executeTakeFirst();
  if (!o) return null;
  const lines = await db
    .selectFrom('order_lines')
    .select(['id', 'product_id', 'ref', 'name', 'quantity', 'unit_price', 'total'])
    .where('order_id', '=', o.id)
    .orderBy('id')
    .execute();
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
      note: o.note,
      order_date: iso(o.created_at),
    },
    details: lines.map((l) => ({
      id: l.id,
      product_id: l.product_id,
      ref: l.ref,
      name: l.name,
      quantity: l.quantity,
      unity_price: toDinars(l.unit_price),
      quantity_price: toDinars(l.total),
    })),
  };
}

/** Whether an order exists within the scope, without loading it (the invoice downloads check this first). */
export async function orderInScope(db: Database, orderId: number, scope: OrderScope = {}): Promise<boolean> {
  return (await scoped(db, scope).select('o.id').where('o.id', '=', orderId).executeTakeFirst()) !== undefined;
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
