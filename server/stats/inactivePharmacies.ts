import { sql } from 'kysely';
import type { Database } from '../db/index.js';
import { PLACED_STATES } from '../queries/orders/states.js';
import { iso } from '../queries/paging.js';

export const INACTIVE_DAYS = 30;

/** Pharmacies of a wilaya without a placed order for INACTIVE_DAYS days (never ordered included), longest silent first. */
export async function inactivePharmacies(db: Database, wilayaId: number, now = new Date()) {
  const since = new Date(now.getTime() - INACTIVE_DAYS * 86_400_000);
  const lastOrder = sql<Date | null>`(
    select max(o.created_at) from orders o where o.pharmacy_id = p.id and o.state in (${sql.join(PLACED_STATES)})
  )`;
  const rows = await db
    .selectFrom('pharmacies as p')
    .select(['p.id', 'p.name', 'p.phone1', lastOrder.as('last_order')])
    .where('p.wilaya_id', '=', wilayaId)
    .where('p.deleted_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('orders as o')
            .select('o.id')
            .whereRef('o.pharmacy_id', '=', 'p.id')
            .where('o.state', 'in', PLACED_STATES)
            .where('o.created_at', '>=', since),
        ),
      ),
    )
    .execute();
  return rows
    .map((r) => ({ id: r.id, name: r.name, phone: r.phone1, last_order_date: r.last_order ? iso(r.last_order) : null }))
    .sort((a, b) => (a.last_order_date ?? '').localeCompare(b.last_order_date ?? '') || a.name.localeCompare(b.name));
}
