import type { Lang } from '../../../src/contract/constants.js';
import { Code } from '../../../src/contract/codes.js';
import { recordAudit } from '../../audit/record.js';
import type { Account } from '../../auth/guard.js';
import type { Database } from '../../db/index.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError } from '../../http/envelope.js';
import type { AcknowledgeInput } from './input.js';
import { pharmacyRecalls } from './views.js';

/**
 * A pharmacy answers a recall that reached it with the units of the lot it still holds (issue 29 §5). Once only: a
 * second answer is a state conflict (4095); a recall that did not reach it does not exist for it (4041). Audited.
 */
export async function acknowledgeRecall(db: Database, account: Account, lang: Lang, input: AcknowledgeInput) {
  await inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('recall_pharmacies as rp')
      .innerJoin('recalls as r', 'r.id', 'rp.recall_id')
      .select(['rp.acknowledged_at', 'r.product_ref', 'r.lot'])
      .where('rp.recall_id', '=', input.recallId)
      .where('rp.pharmacy_id', '=', account.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new ApiError(Code.NOT_FOUND, 'recalls.notFound', { status: 404 });
    if (row.acknowledged_at) throw new ApiError(Code.STATE_CONFLICT, 'recalls.answered');
    await trx
      .updateTable('recall_pharmacies')
      .set({ acknowledged_at: new Date(), quantity_on_hand: input.quantityOnHand })
      .where('recall_id', '=', input.recallId)
      .where('pharmacy_id', '=', account.id)
      .execute();
    await recordAudit(trx, account, {
      action: 'update',
      resource: 'recall',
      resourceId: input.recallId,
      label: `${row.product_ref} ${row.lot}`,
      before: { acknowledged: false },
      after: { acknowledged: true, quantity_on_hand: input.quantityOnHand },
    });
  });
  return (await pharmacyRecalls(db, lang, account.id, input.recallId))[0]!;
}
