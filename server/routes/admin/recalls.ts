import { fileResponse, response } from '../../../src/contract/answers/envelope.js';
import { RecallDetails, RecallPage, StartedRecall, TracePage } from '../../../src/contract/answers/recalls.js';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import { type Lang, LANGS } from '../../../src/contract/constants.js';
import { translate } from '../../../src/contract/messages/index.js';
import type { AppContext } from '../../context.js';
import { ApiError, ok, send } from '../../http/envelope.js';
import { idempotency } from '../../http/idempotency.js';
import { idOf } from '../../http/ids.js';
import { sendPdf } from '../../http/pdfReply.js';
import { REASON_MAX, REASON_MIN, startRecallInputOf } from '../../lots/recalls/input.js';
import { startRecall } from '../../lots/recalls/start.js';
import { recallTrace } from '../../lots/recalls/trace.js';
import { renderRecallTrace } from '../../lots/recalls/tracePdf.js';
import { listRecalls, recallDetails } from '../../lots/recalls/views.js';
import type { AreaApp } from '../area.js';
import { idParams, pageParams } from '../backOfficeSchemas.js';
import { checkedByHandler, idempotencyKeyHeader } from '../schemaParts.js';
import { adminDoc } from './input.js';

const langOf = (v: unknown): Lang | undefined => LANGS.find((l) => l === v);
const notFound = () => new ApiError(Code.NOT_FOUND, 'recalls.notFound', { status: 404 });

/** Issue 29 §5 (docs/lots.md "Recalls"): the admin starts a lot's recall, follows its progress and reads its trace. */
export function registerRecallAdminRoutes(app: AreaApp, ctx: AppContext) {
  const { db, config } = ctx;
  const idem = idempotency(db);

  app.post(
    '/admin/start_recall',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...adminDoc(
          'Addition (issue 29): starts the recall of a lot. JSON {productId, lot, reason}: productId a number (4001), lot a string as on the lot ' +
            `(4002 when the product has no such lot), reason ${REASON_MIN} to ${REASON_MAX} characters (4003); a lot already recalled → 4095. ` +
            'In one transaction the lot is blocked (never allocated again) and the product’s quantity loses its sellable units; when the other ' +
            'sellable lots no longer cover the unshipped orders, the quantity goes to 0 and those orders are listed in short_orders and mailed to ' +
            'the admins (D91). Every pharmacy that received the lot (from the shipments) is recorded and mailed in its language (D92). Audited. ' +
            'Answers payload[0] {recall_id, product_id, product_ref, product_name, lot, expiry, reason, started_at, blocked_units, ' +
            'pharmacies_reached, short_orders: [{order_id, order_no, missing}]}. Takes Idempotency-Key',
        ),
        headers: idempotencyKeyHeader('Recall'),
        body: Type.Object({
          productId: checkedByHandler('the product’s id, a number'),
          lot: checkedByHandler('the lot number, as on the lot'),
          reason: checkedByHandler(`${REASON_MIN} to ${REASON_MAX} characters`),
        }),
        response: response(Type.Tuple([StartedRecall])),
      },
    },
    async (request, reply) => {
      const input = startRecallInputOf(request.lang, request.body);
      const recall = await startRecall(db, request.account, request.lang, input, config.webUrl);
      return send(
        reply,
        [recall],
        translate(request.lang, 'recalls.started', { lot: recall.lot, smart_count: recall.pharmacies_reached }),
      );
    },
  );

  app.get(
    '/admin/recalls/:offset/:limit',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 29): the recalls, newest first: {recalls: [{recall_id, product_id, product_ref, product_name, lot, expiry, reason, ' +
            'started_at, started_by, pharmacies_reached, pharmacies_answered, quantity_shipped, quantity_declared}], total}; started_by is the ' +
            'admin’s name; quantity_declared sums the answers’ quantity_on_hand',
        ),
        params: pageParams,
        response: response(RecallPage),
      },
    },
    async (request, reply) => ok(request, reply, await listRecalls(db, request.lang, request.params)),
  );

  app.get(
    '/admin/recall_details/:id',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 29): one recall, payload[0]: the fields of the list plus by_wilaya: [{wilaya_id, wilaya_name, pharmacies_reached, ' +
            'pharmacies_answered, quantity_shipped, quantity_declared}], pharmacies: [{pharmacy_id, name, wilaya_id, phone, quantity_shipped, ' +
            'first_shipped_at, last_shipped_at, acknowledged_at, quantity_on_hand, reminded_at}] (unanswered first), short_orders: [{order_id, ' +
            'order_no, missing}]; 4041 when none',
        ),
        params: idParams('id'),
        response: response(Type.Tuple([RecallDetails])),
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const details = id === null ? null : await recallDetails(db, id, request.lang);
      if (!details) throw notFound();
      return ok(request, reply, [details]);
    },
  );

  app.get(
    '/admin/recall_trace/:id/:offset/:limit',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 29): the trace report of a recalled lot, every shipment that carried it in shipment order: {lines: [{pharmacy_id, ' +
            'pharmacy_name, wilaya_id, wilaya_name, order_id, order_no, shipment_id, quantity, shipped_at}], total}; 4041 when no such recall',
        ),
        params: Type.Object({ id: Type.String(), offset: Type.String(), limit: Type.String() }),
        response: response(TracePage),
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const trace = id === null ? null : await recallTrace(db, id, request.lang, request.params);
      if (!trace) throw notFound();
      return ok(request, reply, { lines: trace.lines, total: trace.total });
    },
  );

  app.get(
    '/admin/recall_trace_pdf/:id',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 29): the trace report of a recalled lot as a PDF (application/pdf) in the admin’s language, or ?lang=fr|en|ar; 4041 when none',
        ),
        params: idParams('id'),
        querystring: Type.Object({ lang: Type.Optional(Type.String()) }),
        response: fileResponse('application/pdf', 'the recall trace PDF'),
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const doc =
        id === null ? null : await renderRecallTrace(db, config, id, langOf(request.query.lang) ?? request.lang);
      if (!doc) throw notFound();
      return sendPdf(reply, doc.fileName, doc.pdf, 'no-store');
    },
  );
}
