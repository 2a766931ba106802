import { sql } from 'kysely';
import type { OrderState } from '../../server/db/schema.js';
import type { TestApi } from './api.js';

export interface OrderLineInput {
  productId?: number;
  ref: string;
  name: string;
  quantity: number;
  /** centimes */
  unitPrice: number;
}

/**
 * An order written straight into the database, for tests that need orders without going through the checkout:
 * in the pharmacy's wilaya, 19 % VAT on the sum of the lines (amounts in centimes).
 */
export async function insertOrder(
  api: TestApi,
  o: {
    pharmacyId: number;
    orderNo: string;
    address: string;
    status: 1 | 2;
    payementType: 1 | 2;
    state: OrderState;
    lines: OrderLineInput[];
    paidAt?: Date | null;
    createdAt?: Date;
  },
): Promise<{ id: number; order_no: string }> {
  const pharmacy = await api.db
    .selectFrom('pharmacies')
    .select('wilaya_id')
    .where('id', '=', o.pharmacyId)
    .executeTakeFirstOrThrow();
  const net = o.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const tax = Math.round(net * 0.19);
  const order = await api.db
    .insertInto('orders')
    .values({
      order_no: o.orderNo,
      pharmacy_id: o.pharmacyId,
      wilaya_id: pharmacy.wilaya_id,
      address: o.address,
      status: o.status,
      payement_type: o.payementType,
      state: o.state,
      price_without_tax: net,
      tax_rate: 19,
      tax_amount: tax,
      total: net + tax,
      ...(o.paidAt !== undefined ? { paid_at: o.paidAt } : {}),
      ...(o.createdAt ? { created_at: o.createdAt } : {}),
    })
    .returning(['id', 'order_no'])
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('order_lines')
    .values(
      o.lines.map((l) => ({
        order_id: order.id,
        product_id: l.productId ?? null,
        ref: l.ref,
        name: l.name,
        quantity: l.quantity,
        unit_price: l.unitPrice,
        total: l.unitPrice * l.quantity,
      })),
    )
    .execute();
  return order;
}

/**
 * Removes the seeded orders of some pharmacies, with their shipments, disputes, credit notes and ledger (issues 28,
 * 30), so that a test's
 * totals are its own. The ledger is append-only: its two guard triggers are set aside inside this one transaction
 * (the other triggers, which keep the order counts, still run).
 */
export async function forgetOrdersOf(api: TestApi, pharmacyIds: number[]) {
  await api.db.transaction().execute(async (trx) => {
    await sql`ALTER TABLE allocations DISABLE TRIGGER allocations_append_only`.execute(trx);
    await sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only`.execute(trx);
    await trx.deleteFrom('allocations').where('pharmacy_id', 'in', pharmacyIds).execute();
    // the rollups of the ledger (migration 039) forget them too
    await trx.deleteFrom('open_debits').where('pharmacy_id', 'in', pharmacyIds).execute();
    await trx.deleteFrom('ledger_entries').where('pharmacy_id', 'in', pharmacyIds).execute();
    await trx
      .updateTable('account_balances')
      .set({ balance: 0, unallocated: 0 })
      .where('pharmacy_id', 'in', pharmacyIds)
      .execute();
    await sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only`.execute(trx);
    await sql`ALTER TABLE allocations ENABLE TRIGGER allocations_append_only`.execute(trx);
    const theirs = trx.selectFrom('orders').select('id').where('pharmacy_id', 'in', pharmacyIds);
    // disputes and credit notes point at each other (issue 28): unlink, then remove both
    await trx
      .updateTable('disputes')
      .set({ credit_note_id: null, replacement_shipment_id: null })
      .where('order_id', 'in', theirs)
      .execute();
    // their back-orders (issue 41 §1) point at their orders
    await trx
      .deleteFrom('backorder_servings')
      .where('backorder_id', 'in', trx.selectFrom('backorders').select('id').where('pharmacy_id', 'in', pharmacyIds))
      .execute();
    await trx.deleteFrom('backorder_servings').where('order_id', 'in', theirs).execute();
    await trx.deleteFrom('backorders').where('pharmacy_id', 'in', pharmacyIds).execute();
    await trx.deleteFrom('order_cancellations').where('order_id', 'in', theirs).execute();
    await trx.deleteFrom('credit_notes').where('order_id', 'in', theirs).execute();
    await trx.deleteFrom('disputes').where('order_id', 'in', theirs).execute();
    await trx.deleteFrom('shipments').where('pharmacy_id', 'in', pharmacyIds).execute();
    await trx.deleteFrom('orders').where('pharmacy_id', 'in', pharmacyIds).execute();
  });
}
