import type { Transaction } from 'kysely';
import sharp from 'sharp';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { DISPUTE_PHOTO_DIR } from '../fulfilment/disputes.js';
import { disputeDueAt } from '../fulfilment/disputeDue.js';
import { issueCreditNote } from '../ledger/creditNotes.js';
import { storeImage } from '../media/productImages.js';
import { DEMO_ACCOUNTS } from './accounts.js';

const HOUR = 3_600_000;

/** A crushed, torn carton: the demo dispute's photo, drawn here and stored through the uploads' re-encoding. */
const CARTON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
  <rect width="640" height="480" fill="#d9d4cc"/>
  <polygon points="120,150 470,120 540,190 520,410 140,430 100,300" fill="#b98a52" stroke="#6d4c26" stroke-width="6"/>
  <polygon points="120,150 470,120 540,190 190,215" fill="#caa06a" stroke="#6d4c26" stroke-width="5"/>
  <polyline points="300,170 330,240 295,300 345,360 320,420" fill="none" stroke="#3b2914" stroke-width="9" stroke-linejoin="round"/>
  <polygon points="360,250 430,235 455,300 400,330" fill="#8a6236" stroke="#3b2914" stroke-width="4"/>
  <rect x="170" y="300" width="90" height="60" fill="#f4f1ea" stroke="#6d4c26" stroke-width="3" transform="rotate(-6 215 330)"/>
  <path d="M 460 360 q 30 -10 50 15" stroke="#3b2914" stroke-width="6" fill="none"/>
</svg>`;

/**
 * The demo's disputes (issue 28): on the demo pharmacy's delivered orders (Alger, so its franchisee reads them too),
 * one still open, with a photo, a comment and a message each way, opened the day after its delivery (overdue once
 * seven business days have passed); and an older one settled by a credit note (AV-…) of the missing units, at the
 * order's prices. Nothing when the pharmacy has fewer than two delivered orders.
 */
export async function seedDisputes(
  trx: Transaction<DB>,
  mediaDir: string,
  config: Pick<Config, 'stampDuty'>,
  demoPharmacyId: number | null,
  now = new Date(),
) {
  if (demoPharmacyId === null) return { disputes: 0, creditNotes: 0 };
  const admin = await trx
    .selectFrom('admins')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.list.find((a) => a.role === 'admin')!.email)
    .executeTakeFirst();
  const delivered = await trx
    .selectFrom('orders as o')
    .innerJoin('shipments as s', 's.order_id', 'o.id')
    .select(['o.id', 'o.pharmacy_id', 'o.wilaya_id', 's.id as shipment_id', 's.delivered_at'])
    .where('o.pharmacy_id', '=', demoPharmacyId)
    .where('o.fulfilment', '=', 'delivered')
    .where('s.delivered_at', 'is not', null)
    .orderBy('s.delivered_at', 'desc')
    .execute();
  if (delivered.length < 2 || !admin) return { disputes: 0, creditNotes: 0 };
  const [recent, older] = delivered as [(typeof delivered)[number], (typeof delivered)[number]];
  const firstLine = async (shipmentId: number) =>
    trx
      .selectFrom('shipment_lines')
      .select(['product_id', 'quantity'])
      .where('shipment_id', '=', shipmentId)
      .orderBy('product_id')
      .executeTakeFirstOrThrow();
  const openedAfter = (at: Date) => new Date(Math.min(new Date(at).getTime() + 20 * HOUR, now.getTime() - HOUR));
  const none = new Set<string>();

  // open: a damaged unit, a photo, the pharmacy's comment and a message each way
  const damaged = await firstLine(recent.shipment_id);
  const openedAt = openedAfter(recent.delivered_at!);
  const open = await trx
    .insertInto('disputes')
    .values({
      order_id: recent.id,
      pharmacy_id: recent.pharmacy_id,
      wilaya_id: recent.wilaya_id,
      comment: 'Carton écrasé à la livraison : un flacon fissuré, produit inutilisable.',
      opened_at: openedAt,
      due_at: disputeDueAt(openedAt, none),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('dispute_lines')
    .values({ dispute_id: open.id, product_id: damaged.product_id, quantity: 1, reason: 'damaged' })
    .execute();
  const png = await sharp(Buffer.from(CARTON_SVG)).png().toBuffer();
  await trx
    .insertInto('dispute_photos')
    .values({ dispute_id: open.id, path: await storeImage(mediaDir, DISPUTE_PHOTO_DIR, png), created_at: openedAt })
    .execute();
  await trx
    .insertInto('dispute_messages')
    .values([
      {
        dispute_id: open.id,
        author_role: 'pharmacy',
        author_id: demoPharmacyId,
        body: 'Le livreur a constaté la casse, il a signé la réserve.',
        created_at: new Date(openedAt.getTime() + 5 * 60_000),
      },
      {
        dispute_id: open.id,
        author_role: 'admin',
        author_id: admin.id,
        body: 'Bien reçu, nous vérifions avec le transporteur.',
        created_at: new Date(Math.min(openedAt.getTime() + 3 * HOUR, now.getTime() - 60_000)),
      },
    ])
    .execute();

  // resolved by a credit note of the missing units
  const missing = await firstLine(older.shipment_id);
  const olderOpened = openedAfter(older.delivered_at!);
  const resolvedAt = new Date(Math.min(olderOpened.getTime() + 26 * HOUR, now.getTime() - 2 * HOUR));
  const settled = await trx
    .insertInto('disputes')
    .values({
      order_id: older.id,
      pharmacy_id: older.pharmacy_id,
      wilaya_id: older.wilaya_id,
      comment: 'Il manque une boîte dans le colis.',
      opened_at: olderOpened,
      due_at: disputeDueAt(olderOpened, none),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('dispute_lines')
    .values({ dispute_id: settled.id, product_id: missing.product_id, quantity: 1, reason: 'missing' })
    .execute();
  const reason = 'Manquant confirmé par le transporteur';
  const note = await issueCreditNote(trx, {
    orderId: older.id,
    lines: [{ productId: missing.product_id, quantity: 1 }],
    source: 'dispute',
    disputeId: settled.id,
    reason,
    createdBy: admin.id,
    stampRules: config.stampDuty,
    at: resolvedAt,
  });
  await trx
    .updateTable('disputes')
    .set({
      resolution: 'credit_note',
      resolution_reason: reason,
      resolved_at: resolvedAt,
      resolved_by: admin.id,
      credit_note_id: note.id,
    })
    .where('id', '=', settled.id)
    .execute();
  return { disputes: 2, creditNotes: 1 };
}
