import { fileResponse, imageResponse, response } from '../../../src/contract/answers/envelope.js';
import { CreditNoteRefunded, DisputeResolved, UnshippedCancelled } from '../../../src/contract/answers/ledger.js';
import { DisputeDetail, DisputeMessage, DisputePage } from '../../../src/contract/answers/disputes.js';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import { type Lang, LANGS } from '../../../src/contract/constants.js';
import { isDisputeResolution } from '../../../src/contract/disputes.js';
import type { AppContext } from '../../context.js';
import { cancelLinesOf, cancelUnshipped } from '../../fulfilment/cancelUnshipped.js';
import { disputePhotoUrl, sendDisputePhoto } from '../../fulfilment/disputePhotos.js';
import { messageOf, postDisputeMessage } from '../../fulfilment/disputes.js';
import { disputeDetail, listDisputes } from '../../fulfilment/disputesList.js';
import { resolutionReasonOf, resolveDispute } from '../../fulfilment/disputesResolve.js';
import { ApiError, ok } from '../../http/envelope.js';
import { idempotency } from '../../http/idempotency.js';
import { idOf } from '../../http/ids.js';
import { sendPdf } from '../../http/pdfReply.js';
import { refundCreditNote } from '../../ledger/creditNoteRefund.js';
import { creditNoteFileName, renderCreditNote } from '../../ledger/creditNotePdf.js';
import type { AreaApp } from '../area.js';
import { idParams, pageParams } from '../backOfficeSchemas.js';
import { checkedByHandler, idempotencyKeyHeader } from '../schemaParts.js';
import { adminDoc, requireId } from './input.js';

export const disputeStatusQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('open'), Type.Literal('resolved')])),
});
const disputeId = (v: unknown) => requireId(v, 'dispute.notFound', Code.V4001);

/** Issue 28: the disputes queue, a dispute's messages and resolution, credit notes and cancellations (docs/fulfilment.md). */
export function registerDisputeAdminRoutes(app: AreaApp, ctx: AppContext) {
  const { db, config } = ctx;
  const idem = idempotency(db);

  app.get(
    '/admin/disputes_list/:offset/:limit',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 28): the disputes queue, {disputes, total}: open disputes first, the earliest due (overdue) first, then the resolved ones; ?status=open|resolved narrows it. Each dispute is due 7 business days after it was opened (due_at, overdue)',
        ),
        params: pageParams,
        querystring: disputeStatusQuery,
        response: response(DisputePage),
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.params;
      const status = request.query.status || undefined;
      return ok(request, reply, await listDisputes(db, { offset, limit, status, scope: {}, lang: request.lang }));
    },
  );

  app.get(
    '/admin/dispute/:id',
    {
      schema: {
        ...adminDoc('Addition (issue 28): one dispute with its lines, photos and messages'),
        params: idParams('id'),
        response: response(DisputeDetail),
      },
    },
    async (request, reply) => {
      const photoUrl = (photoId: number) => disputePhotoUrl(config.publicApiUrl, 'admin', photoId);
      const detail = await disputeDetail(db, disputeId(request.params.id), {}, request.lang, photoUrl);
      if (!detail) throw new ApiError(Code.NOT_FOUND, 'dispute.notFound', { status: 404 });
      return ok(request, reply, detail);
    },
  );

  app.get(
    '/admin/dispute_photo/:id',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 37 §11, D116): one photo of a dispute (its `photos[].url`), image/webp, `Cache-Control: private, no-store`; 404 (4041) when there is none',
        ),
        params: idParams('id'),
        response: imageResponse('the photo'),
      },
    },
    async (request, reply) => sendDisputePhoto(reply, db, ctx.mediaDir, idOf(request.params.id), {}),
  );

  app.post(
    '/admin/dispute_message',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...adminDoc(
          'Addition (issue 28): an admin message on a dispute, {disputeId, body}; answers the message. The pharmacy is mailed the answer in its language (issue 38 §9); a repeat under the same Idempotency-Key writes and mails nothing more',
        ),
        headers: idempotencyKeyHeader('Send'),
        body: Type.Object({ disputeId: checkedByHandler(), body: checkedByHandler() }),
        response: response(DisputeMessage),
      },
    },
    async (request, reply) => {
      const id = disputeId(request.body.disputeId);
      const body = messageOf(request.body.body);
      return ok(
        request,
        reply,
        await postDisputeMessage(db, request.account, id, body, {}, config.webUrl),
        'dispute.messageSent',
      );
    },
  );

  app.post(
    '/admin/resolve_dispute',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...adminDoc(
          'Addition (issue 28): settles an open dispute once, {disputeId, resolution: refused|replacement|credit_note, reason, refund_to_card?}: refused needs a reason; replacement ships the claimed lines again (a kind=replacement shipment, stock taken); credit_note issues a credit note of the claimed lines (credit_note_id) and, with refund_to_card: true on a card order, refunds it to the card. A second resolution is refused (4095)',
        ),
        headers: idempotencyKeyHeader('Resolve'),
        body: Type.Object({
          disputeId: checkedByHandler(),
          resolution: checkedByHandler(),
          reason: checkedByHandler(),
          refund_to_card: checkedByHandler(),
        }),
        response: response(DisputeResolved),
      },
    },
    async (request, reply) => {
      const id = disputeId(request.body.disputeId);
      const { resolution } = request.body;
      if (!isDisputeResolution(resolution))
        throw new ApiError(Code.VALIDATION, 'dispute.badResolution', { status: 400 });
      const reason = resolutionReasonOf(request.body.reason, resolution);
      const refundToCard = request.body.refund_to_card === true;
      const settled = await resolveDispute(db, config, {
        admin: request.account,
        disputeId: id,
        resolution,
        reason,
        refundToCard,
        lang: request.lang,
        log: request.log,
      });
      const meta = settled.refund_status === 'done' ? 'dispute.creditRefundedToCard' : 'dispute.resolvedDone';
      return ok(request, reply, settled, meta);
    },
  );

  app.post(
    '/admin/refund_credit_note',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...adminDoc(
          'Addition (issue 28): refunds a card order’s credit note to the card, once, through /admin/refund_order’s path; {creditNoteId}',
        ),
        headers: idempotencyKeyHeader('Refund'),
        body: Type.Object({ creditNoteId: checkedByHandler() }),
        response: response(CreditNoteRefunded),
      },
    },
    async (request, reply) => {
      const id = requireId(request.body.creditNoteId, 'creditNote.notFound');
      return ok(
        request,
        reply,
        await refundCreditNote(db, config, {
          creditNoteId: id,
          admin: request.account,
          lang: request.lang,
          log: request.log,
        }),
        'dispute.creditRefundedToCard',
      );
    },
  );

  app.get(
    '/admin/credit_note/:id',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 28): a credit note as a PDF (credit_note_{number}_{locale}.pdf); ?lang=fr|en|ar overrides the language header',
        ),
        params: idParams('id'),
        querystring: Type.Object({ lang: Type.Optional(Type.String()) }),
        response: fileResponse('application/pdf', 'the credit note PDF'),
      },
    },
    async (request, reply) => {
      const lang: Lang = LANGS.find((l) => l === request.query.lang) ?? request.lang;
      const note = await renderCreditNote(db, config, requireId(request.params.id, 'creditNote.notFound'), lang);
      if (!note) throw new ApiError(Code.NOT_FOUND, 'creditNote.notFound', { status: 404 });
      return sendPdf(reply, creditNoteFileName(note.number, lang), note.pdf, 'no-store');
    },
  );

  app.post(
    '/admin/cancel_unshipped',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...adminDoc(
          'Addition (issue 28): cancels what a paid or validated order has not shipped yet, {orderId, lines?: [{product_id, quantity}]} (no lines: all of it). The stock comes back and the part gets a credit note (credit_note_id); a card order’s is refunded to the card (refund_status: done, pending while the gateway’s answer is awaited, failed when not made, the credit then kept on the account; D108)',
        ),
        headers: idempotencyKeyHeader('Cancel'),
        body: Type.Object({ orderId: checkedByHandler(), lines: checkedByHandler() }),
        response: response(UnshippedCancelled),
      },
    },
    async (request, reply) => {
      const orderId = requireId(request.body.orderId, 'admin.invalidOrderId');
      const lines = cancelLinesOf(request.body.lines);
      const done = await cancelUnshipped(db, config, {
        admin: request.account,
        orderId,
        lines,
        lang: request.lang,
        log: request.log,
      });
      return ok(
        request,
        reply,
        done,
        done.refund_status === 'failed' || done.refund_status === 'pending' ? 'cancel.refundPending' : 'cancel.done',
      );
    },
  );
}
