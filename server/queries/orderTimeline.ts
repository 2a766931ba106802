import { sql } from 'kysely';
import { toDinars } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';
import type { OrderScope } from './orders/scope.js';
import { iso } from './paging.js';
import type { TimelineEvent } from '../../src/contract/orderTimeline.js';

/**
 * The timeline of an order within the scope, or null when the order is outside it (D11). The back office's
 * own people are named to admins only: a franchisee sees that an admin acted, not which one.
 */
export async function orderTimeline(
  db: Database,
  orderId: number,
  scope: OrderScope & { showStaff: boolean },
): Promise<TimelineEvent[] | null> {
  let q = db
    .selectFrom('orders as o')
    .innerJoin('pharmacies as p', 'p.id', 'o.pharmacy_id')
    .select(['o.id', 'o.created_at', 'p.name'])
    .where('o.id', '=', orderId);
  if (scope.wilayaId !== undefined) q = q.where('o.wilaya_id', '=', scope.wilayaId);
  if (scope.pharmacyId !== undefined) q = q.where('o.pharmacy_id', '=', scope.pharmacyId);
  const order = await q.executeTakeFirst();
  if (!order) return null;
  const staff = (email: string | null) => (scope.showStaff ? email : null);

  const [payments, audits, notes, refunds, preparing, shipments] = await Promise.all([
    db
      .selectFrom('payments')
      .select(['id', 'amount', 'status', 'resp_code_desc', 'created_at', 'confirmed_at'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('audit_log')
      .select(['at', 'actor_email', 'actor_role', sql<unknown>`changes`.as('changes')])
      .where('resource', '=', 'order')
      .where('resource_id', '=', String(orderId))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_notes as n')
      .leftJoin('admins as a', 'a.id', 'n.admin_id')
      .select(['n.note', 'n.created_at', 'a.email'])
      .where('n.order_id', '=', orderId)
      .orderBy('n.id')
      .execute(),
    db
      .selectFrom('refunds as r')
      .innerJoin('payments as pay', 'pay.id', 'r.payment_id')
      .leftJoin('admins as a', 'a.id', 'r.admin_id')
      .select(['r.amount', 'r.status', 'r.created_at', 'r.admin_id', 'a.email'])
      .where('pay.order_id', '=', orderId)
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('orders as o')
      .leftJoin('admins as a', 'a.id', 'o.preparing_by')
      .select(['o.preparing_at', 'a.email'])
      .where('o.id', '=', orderId)
      .executeTakeFirst(),
    db
      .selectFrom('shipments as s')
      .leftJoin('admins as a', 'a.id', 's.created_by')
      .leftJoin('admins as da', (j) => j.onRef('da.id', '=', 's.delivered_by').on('s.delivered_by_role', '=', 'admin'))
      .leftJoin('franchisees as df', (j) =>
        j.onRef('df.id', '=', 's.delivered_by').on('s.delivered_by_role', '=', 'franchise'),
      )
      .select([
        's.id',
        's.created_at',
        's.tracking_no',
        's.delivered_at',
        's.receiver_name',
        's.delivered_by_role',
        'a.email',
        'da.email as admin_email',
        'df.email as franchise_email',
      ])
      .where('s.order_id', '=', orderId)
      .orderBy('s.id')
      .execute(),
  ]);

  const events: TimelineEvent[] = [{ at: iso(order.created_at), kind: 'created', by: order.name, by_role: 'pharmacy' }];
  for (const p of payments)
    events.push({
      at: iso(p.confirmed_at ?? p.created_at),
      kind: 'payment',
      by: order.name,
      by_role: 'pharmacy',
      amount: toDinars(p.amount),
      outcome: p.status,
      reason: p.status === 'declined' || p.status === 'error' ? p.resp_code_desc : null,
    });
  for (const a of audits) {
    const changes = (typeof a.changes === 'string' ? JSON.parse(a.changes) : a.changes) as Record<
      string,
      { new?: unknown }
    >;
    if (changes.state?.new === 'rejected') {
      const reason = changes.rejection_reason?.new;
      events.push({
        at: iso(a.at),
        kind: 'rejected',
        by: staff(a.actor_email),
        by_role: 'admin',
        reason: typeof reason === 'string' ? reason : null,
      });
      continue;
    }
    const status = changes.status?.new;
    if (status !== 1 && status !== 2) continue; // notes have their own table, with every version
    events.push({
      at: iso(a.at),
      kind: status === 1 ? 'validated' : 'unvalidated',
      by: staff(a.actor_email),
      by_role: a.actor_role === 'franchise' ? 'franchise' : 'admin',
    });
  }
  for (const n of notes)
    events.push({ at: iso(n.created_at), kind: 'note', by: staff(n.email), by_role: 'admin', text: n.note });
  // no admin: the automatic refund of a replaced attempt paid late (D27)
  for (const r of refunds)
    events.push({
      at: iso(r.created_at),
      kind: 'refund',
      by: staff(r.email),
      by_role: r.admin_id === null ? null : 'admin',
      amount: toDinars(r.amount),
      outcome: r.status,
    });
  // issue 28: the preparation, each shipment and each delivery
  if (preparing?.preparing_at)
    events.push({ at: iso(preparing.preparing_at), kind: 'preparing', by: staff(preparing.email), by_role: 'admin' });
  for (const sh of shipments) {
    events.push({
      at: iso(sh.created_at),
      kind: 'shipment',
      by: staff(sh.email),
      by_role: 'admin',
      shipment_id: sh.id,
      text: sh.tracking_no ?? undefined,
    });
    if (sh.delivered_at) {
      const role = sh.delivered_by_role === 'franchise' ? 'franchise' : 'admin';
      events.push({
        at: iso(sh.delivered_at),
        kind: 'delivery',
        by: staff(role === 'franchise' ? sh.franchise_email : sh.admin_email),
        by_role: role,
        shipment_id: sh.id,
        text: sh.receiver_name ?? undefined,
      });
    }
  }
  // stable: events of the same instant keep the order above (created, payments, validations, notes, refunds)
  return events.sort((x, y) => x.at.localeCompare(y.at));
}
