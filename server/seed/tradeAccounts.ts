import type { Transaction } from 'kysely';
import { ORDER_STATUS, PAYMENT_TYPE } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { dueDateOf, postCardPaidInvoice, postInvoice, postPayment } from '../ledger/ledger.js';
import type { SeededPharmacy } from './network.js';

const DAY = 86_400_000;
/** An unpaid invoice this much older than its terms puts its pharmacy on credit hold (CREDIT_HOLD_DAYS is 30 by default). */
const HOLD_AGE_DAYS = 61;

/**
 * The demo orders' trade accounts (issue 30), written through the ledger in date order: card orders invoiced and
 * paid at once; offline orders invoiced on their terms, those validated collected in cash at delivery. Two accounts
 * show the rest of the story:
 * - the demo pharmacy (pharmacy@demo.dz) pays on delivery (terms 0): its offline orders awaiting validation are owed
 *   and overdue, by less than CREDIT_HOLD_DAYS, so it may still order offline;
 * - another pharmacy of Alger never paid one of its old offline orders: overdue by more than CREDIT_HOLD_DAYS, it is
 *   on credit hold.
 */
export async function seedTradeAccounts(
  trx: Transaction<DB>,
  config: Pick<Config, 'credit'>,
  pharmacies: SeededPharmacy[],
  now = new Date(),
) {
  const demo = pharmacies.find((p) => p.email === 'pharmacy@demo.dz');
  if (demo) await trx.updateTable('pharmacies').set({ payment_terms_days: 0 }).where('id', '=', demo.id).execute();
  const orders = await trx
    .selectFrom('orders as o')
    .innerJoin('pharmacies as p', 'p.id', 'o.pharmacy_id')
    .select([
      'o.id',
      'o.pharmacy_id',
      'o.wilaya_id',
      'o.payement_type',
      'o.status',
      'o.total',
      'o.created_at',
      'o.paid_at',
      'o.order_no',
      'p.payment_terms_days',
      'p.email',
    ])
    .where('o.state', 'in', ['paid', 'pending_validation'])
    .execute();
  const cashUnpaid = (o: (typeof orders)[number]) => o.payement_type === PAYMENT_TYPE.CASH;
  const onHold = orders
    .filter(
      (o) =>
        cashUnpaid(o) && o.status === ORDER_STATUS.PAID && o.pharmacy_id !== demo?.id && o.wilaya_id === demo?.wilayaId,
    )
    .filter((o) => now.getTime() - new Date(o.created_at).getTime() >= HOLD_AGE_DAYS * DAY)
    .sort((a, b) => a.id - b.id)[0];
  const dated = (o: (typeof orders)[number]) =>
    new Date(o.payement_type === PAYMENT_TYPE.CARD ? o.paid_at! : o.created_at);
  let entries = 0;
  for (const o of orders.sort((a, b) => dated(a).getTime() - dated(b).getTime())) {
    const owner = { pharmacyId: o.pharmacy_id, wilayaId: o.wilaya_id };
    if (o.payement_type === PAYMENT_TYPE.CARD) {
      await postCardPaidInvoice(trx, {
        ...owner,
        orderId: o.id,
        amount: Number(o.total),
        reference: o.order_no,
        paidAt: dated(o),
      });
      entries += 2;
      continue;
    }
    const issuedAt = dated(o);
    const terms = o.payment_terms_days ?? config.credit.defaultTermsDays;
    const debitId = await postInvoice(trx, {
      ...owner,
      orderId: o.id,
      amount: Number(o.total),
      issuedAt,
      dueAt: dueDateOf(issuedAt, terms),
    });
    entries++;
    if (o.status === ORDER_STATUS.PAID && o.id !== onHold?.id && o.paid_at) {
      await postPayment(trx, {
        ...owner,
        amount: Number(o.total),
        method: 'cash',
        reference: null,
        bank: null,
        createdBy: null,
        debitIds: [debitId],
        at: new Date(o.paid_at),
      });
      entries++;
    }
  }
  return { entries, onHold: onHold?.pharmacy_id ?? null };
}
