import { type Lang, PAYMENT_TYPE, toDinars } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { renderInvoice } from '../invoices/index.js';
import { placeOrder } from './placeOrder.js';

/**
 * An offline order (special_payment, payment on delivery): takes the stock, empties the ordered lines from the
 * basket and numbers the invoice; answers the invoice PDF in base64 with the order's figures.
 */
export async function placeOfflineOrder(db: Database, config: Config, { pharmacyId, addressId, lang }: { pharmacyId: number; addressId: unknown; lang: Lang }) {
  // One transaction: the order, its lines, its basket clean-up and its invoice row (placeOrder's statement). The
  // row is provisional and numbered right after the commit, when renderInvoice reads it (invoice_number(),
  // migration 011): the transaction never waits for the year's counter.
  const order = await db.transaction().execute((trx) => placeOrder(trx, config, { pharmacyId, addressId, paymentType: PAYMENT_TYPE.CASH }));
  const invoice = await renderInvoice(db, config, order.id, lang);
  return {
    invoice: invoice?.pdf.toString('base64') ?? null,
    orderId: order.id,
    order_no: order.orderNo,
    invoice_no: invoice?.invoiceNo ?? null,
    amount: toDinars(order.total),
    date: order.createdAt.toISOString(),
  };
}
