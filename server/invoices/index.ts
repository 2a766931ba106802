import PDFDocument from 'pdfkit';
import type { Lang } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';

/**
 * Invoice of an order as a PDF. PLACEHOLDER, replaced by the checkout work (D17: legal mentions,
 * gap-free numbering, amount in words). Keep this signature: the admin, franchise and pharmacy
 * download calls use it.
 */
export async function renderInvoice(
  db: Database,
  config: Config,
  orderId: number,
  lang: Lang,
): Promise<{ pdf: Buffer; orderNo: string } | null> {
  void config;
  const order = await db.selectFrom('orders').select(['order_no', 'total']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return null;
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.fontSize(18).text(lang === 'en' ? 'Invoice' : 'Facture');
  doc.fontSize(12).text(`${order.order_no} — ${(order.total / 100).toFixed(2)} DA`);
  doc.end();
  await done;
  return { pdf: Buffer.concat(chunks), orderNo: order.order_no };
}
