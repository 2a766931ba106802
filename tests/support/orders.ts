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
  const pharmacy = await api.db.selectFrom('pharmacies').select('wilaya_id').where('id', '=', o.pharmacyId).executeTakeFirstOrThrow();
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
