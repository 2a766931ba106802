import { response } from '../../../src/contract/answers/envelope.js';
import { PharmacyRecall } from '../../../src/contract/answers/recalls.js';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { idempotency } from '../../http/idempotency.js';
import { acknowledgeRecall } from '../../lots/recalls/acknowledge.js';
import { acknowledgeInputOf, ON_HAND_MAX } from '../../lots/recalls/input.js';
import { pharmacyRecalls } from '../../lots/recalls/views.js';
import type { AreaApp } from '../area.js';
import { checkedByHandler, idempotencyKeyHeader } from '../schemaParts.js';
import { pharmacyDoc } from './doc.js';

/** Issue 29 §5 (docs/lots.md "Recalls"): a pharmacy reads the recalls of lots it received and answers each once. */
export function registerPharmacyRecallRoutes(app: AreaApp, { db }: AppContext) {
  const idem = idempotency(db);

  app.get(
    '/pharmacy/recalls',
    {
      schema: {
        ...pharmacyDoc(
          'Addition (issue 29): the recalls of lots this pharmacy received, unanswered first, newest first: {recalls: [{recall_id, product_id, ' +
            'product_ref, product_name, lot, expiry, reason, started_at, quantity_received, acknowledged_at, quantity_on_hand}]}',
        ),
        response: response(Type.Object({ recalls: Type.Array(PharmacyRecall) })),
      },
    },
    async (request, reply) =>
      ok(request, reply, { recalls: await pharmacyRecalls(db, request.lang, request.account.id) }),
  );

  app.post(
    '/pharmacy/acknowledge_recall',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...pharmacyDoc(
          `Addition (issue 29): answers a recall with the units of the lot still on hand. JSON {recallId, quantity_on_hand}: numbers, quantity 0 to ${ON_HAND_MAX}. ` +
            'Refusals: 4001 recallId, 4002 quantity_on_hand, 4041 a recall that did not reach this pharmacy, 4095 already answered. Audited. ' +
            'Answers payload[0], the recall as in /pharmacy/recalls. Takes Idempotency-Key',
        ),
        headers: idempotencyKeyHeader('Answer'),
        body: Type.Object({
          recallId: checkedByHandler('the recall’s id, a number'),
          quantity_on_hand: checkedByHandler(`units still on hand, a whole number 0 to ${ON_HAND_MAX}`),
        }),
        response: response(Type.Tuple([PharmacyRecall])),
      },
    },
    async (request, reply) => {
      const input = acknowledgeInputOf(request.lang, request.body);
      return ok(
        request,
        reply,
        [await acknowledgeRecall(db, request.account, request.lang, input)],
        'recalls.acknowledged',
      );
    },
  );
}
