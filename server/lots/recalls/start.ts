import { Code } from '../../../src/contract/codes.js';
import { type Lang, langFromHeader } from '../../../src/contract/constants.js';
import { recordAudit } from '../../audit/record.js';
import type { Account } from '../../auth/guard.js';
import type { Database } from '../../db/index.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError } from '../../http/envelope.js';
import { fieldRefusal } from '../../http/fieldRefusals.js';
import { mailAdmins, queueMail } from '../../mail/queue.js';
import { shownProductName } from '../../queries/products.js';
import { expiryText } from '../receive.js';
import type { StartRecallInput } from './input.js';
import { recallNoticeMail, shortOrdersMail } from './mails.js';
import { pharmaciesReached } from './reached.js';
import type { ShortOrder, StartedRecall } from '../../../src/contract/recalls.js';
import { shortOrdersOf } from './shortOrders.js';

/**
 * Starts the recall of a lot (issue 29 §5, D91–D92), all in one transaction, locking the product row then the lot
 * (docs/lots.md, D29): the lot is blocked and no longer sellable, so FEFO never takes it again; the stock available
 * to order loses its units (D79). When the other sellable lots no longer cover what unshipped orders hold, the
 * available stock goes to 0 and those orders are listed, kept and mailed to the admins (D91). Every pharmacy that
 * received the lot is recorded with its units and dates and gets the notice in its own language (D92). Audited.
 */
export async function startRecall(
  db: Database,
  account: Account,
  lang: Lang,
  input: StartRecallInput,
  webUrl: string,
): Promise<StartedRecall> {
  return inTransaction(db, async (trx) => {
    const product = await trx
      .selectFrom('products')
      .select(['id', 'ref', 'name', 'name_ar', 'quantity'])
      .where('id', '=', input.productId)
      .forUpdate()
      .executeTakeFirst();
    if (!product) throw fieldRefusal(lang, Code.V4001, 'productId', 'recalls.product');
    const lot = await trx
      .selectFrom('lots')
      .select(['id', 'on_hand', 'sellable', 'blocked', expiryText.as('expiry')])
      .where('product_id', '=', product.id)
      .where('lot', '=', input.lot)
      .where('lot', '<>', '')
      .forUpdate()
      .executeTakeFirst();
    if (!lot) throw fieldRefusal(lang, Code.V4002, 'lot', 'recalls.lot', { lot: input.lot });
    const earlier = await trx
      .selectFrom('recalls')
      .select('id')
      .where('product_id', '=', product.id)
      .where('lot', '=', input.lot)
      .executeTakeFirst();
    if (lot.blocked || earlier)
      throw new ApiError(Code.STATE_CONFLICT, 'recalls.already', { vars: { lot: input.lot } });

    await trx.updateTable('lots').set({ blocked: true, sellable: false }).where('id', '=', lot.id).execute();
    let short: ShortOrder[] = [];
    if (lot.sellable && lot.on_hand > 0) {
      const left = product.quantity - lot.on_hand;
      if (left < 0) {
        const remaining = await trx
          .selectFrom('lots')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('on_hand'), eb.lit(0)).as('units'))
          .where('product_id', '=', product.id)
          .where('sellable', '=', true)
          .executeTakeFirstOrThrow();
        short = await shortOrdersOf(trx, product.id, Number(remaining.units));
      }
      await trx
        .updateTable('products')
        .set({ quantity: Math.max(0, left), updated_at: new Date() })
        .where('id', '=', product.id)
        .execute();
    }

    const admin = await trx
      .selectFrom('admins')
      .select(['first_name', 'last_name'])
      .where('id', '=', account.id)
      .executeTakeFirst();
    const recall = await trx
      .insertInto('recalls')
      .values({
        product_id: product.id,
        lot_id: lot.id,
        product_ref: product.ref,
        product_name: product.name,
        product_name_ar: product.name_ar,
        lot: input.lot,
        expiry: lot.expiry,
        reason: input.reason,
        started_by: account.id,
        started_by_name: admin ? `${admin.first_name} ${admin.last_name}` : '',
        blocked_units: lot.on_hand,
      })
      .returning(['id', 'started_at'])
      .executeTakeFirstOrThrow();

    const reached = await pharmaciesReached(trx, product.id, input.lot);
    if (reached.length)
      await trx
        .insertInto('recall_pharmacies')
        .values(
          reached.map((r) => ({
            recall_id: recall.id,
            pharmacy_id: r.pharmacy_id,
            wilaya_id: r.wilaya_id,
            quantity_shipped: Number(r.quantity),
            first_shipped_at: r.first_shipped_at,
            last_shipped_at: r.last_shipped_at,
          })),
        )
        .execute();
    if (short.length)
      await trx
        .insertInto('recall_short_orders')
        .values(short.map((s) => ({ recall_id: recall.id, ...s })))
        .execute();

    const named = (l: Lang) => ({
      ref: product.ref,
      product: shownProductName(l, product),
      lot: input.lot,
      expiry: lot.expiry,
      reason: input.reason,
    });
    for (const r of reached) {
      const l = langFromHeader(r.language);
      await queueMail(trx, {
        to: r.email,
        ...recallNoticeMail(l, {
          ...named(l),
          pharmacyName: r.name,
          quantity: Number(r.quantity),
          link: `${webUrl}/pharmacy/recalls`,
        }),
      });
    }
    if (short.length) {
      await mailAdmins(trx, (l, name) =>
        shortOrdersMail(l, { ...named(l), name, orders: short, link: `${webUrl}/admin/recalls` }),
      );
    }
    await recordAudit(trx, account, {
      action: 'create',
      resource: 'recall',
      resourceId: recall.id,
      label: `${product.ref} ${input.lot}`,
      before: { blocked: false, on_hand: lot.on_hand, available: product.quantity },
      after: {
        blocked: true,
        reason: input.reason,
        available: Math.max(0, product.quantity - (lot.sellable ? lot.on_hand : 0)),
        pharmacies: reached.length,
        short_orders: short.length,
      },
    });
    return {
      recall_id: recall.id,
      product_id: product.id,
      product_ref: product.ref,
      product_name: product.name,
      lot: input.lot,
      expiry: lot.expiry,
      reason: input.reason,
      started_at: new Date(recall.started_at).toISOString(),
      blocked_units: lot.on_hand,
      pharmacies_reached: reached.length,
      short_orders: short,
    };
  });
}
