import { fileResponse, imageResponse, response } from '../../../src/contract/answers/envelope.js';
import { DisputeDetail, DisputeMessage, DisputePage, OpenedDispute } from '../../../src/contract/answers/disputes.js';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import { type Lang, LANGS } from '../../../src/contract/constants.js';
import type { AppContext } from '../../context.js';
import { disputePhotoUrl, sendDisputePhoto, type UploadedPhoto } from '../../fulfilment/disputePhotos.js';
import { claimedLinesOf, commentOf, messageOf, openDispute, postDisputeMessage } from '../../fulfilment/disputes.js';
import { disputeDetail, listDisputes } from '../../fulfilment/disputesList.js';
import { ApiError, ok } from '../../http/envelope.js';
import { idempotency } from '../../http/idempotency.js';
import { idOf } from '../../http/ids.js';
import { sendPdf } from '../../http/pdfReply.js';
import { creditNoteFileName, renderCreditNote } from '../../ledger/creditNotePdf.js';
import { creditNoteOf } from '../../ledger/creditNotes.js';
import { readForm } from '../admin/multipart.js';
import type { AreaApp } from '../area.js';
import { checkedByHandler, idempotencyKeyHeader, text } from '../schemaParts.js';
import { pharmacyDoc } from './doc.js';

const notFound = () => new ApiError(Code.NOT_FOUND, 'dispute.notFound', { status: 404 });
const badJson = () => new ApiError(Code.VALIDATION, 'dispute.linesRequired', { status: 400 });

/**
 * The body of open_dispute: JSON {orderID, lines, comment}, or multipart with the same fields (`lines` as a JSON
 * text) and up to 3 `photos` files.
 */
async function disputeForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    return { orderId: body.orderID, lines: body.lines, comment: body.comment, photos: [] as UploadedPhoto[] };
  }
  const form = await readForm(request);
  const one = (name: string) => (form.fields[name]?.length === 1 ? form.fields[name][0] : undefined);
  let lines: unknown;
  try {
    lines = JSON.parse(one('lines') ?? '');
  } catch {
    throw badJson();
  }
  const photos = form.files.filter((f) => f.field === 'photos').map((f) => ({ name: f.filename, buffer: f.buffer }));
  return { orderId: one('orderID'), lines, comment: one('comment'), photos };
}

/** Issue 28: the pharmacy reports a problem on a delivered order, follows its disputes and downloads its credit notes. */
export function registerDisputeRoutes(app: AreaApp, { db, config, mediaDir }: AppContext) {
  const idem = idempotency(db);

  app.post(
    '/pharmacy/open_dispute',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...pharmacyDoc(
          'Addition (issue 28): reports a problem on a delivered order of the pharmacy, within DISPUTE_WINDOW_DAYS (default 7) of its last delivery. JSON {orderID, lines: [{product_id, quantity, reason: missing|damaged|wrong_product|short_expiry|other}], comment}, or multipart/form-data with the same fields (`lines` as JSON text) and up to 3 `photos` (JPEG, PNG or WebP, 5 MB each, at most 25 megapixels and 8 bits per colour, read from their headers before any decoding; re-encoded). A quantity never exceeds what was delivered less what earlier disputes claimed. Photos (D115): one dispute with photos of the pharmacy at a time (a second one meanwhile: 4290, HTTP 429) and 30 photos an hour (beyond: 4290, HTTP 429, nothing stored). Answers {dispute_id, due_at}',
        ),
        consumes: ['multipart/form-data', 'application/json'],
        headers: idempotencyKeyHeader('Send'),
        response: response(Type.Tuple([OpenedDispute])),
      },
    },
    async (request, reply) => {
      const form = await disputeForm(request);
      const orderId = idOf(form.orderId);
      if (orderId === null) throw new ApiError(Code.NOT_FOUND, 'pharmacy.orderNotFound', { status: 404 });
      const lines = claimedLinesOf(form.lines);
      const comment = commentOf(form.comment);
      const opened = await openDispute(db, {
        pharmacy: request.account,
        orderId,
        lines,
        comment,
        photos: form.photos,
        windowDays: config.disputeWindowDays,
        mediaDir,
        lang: request.lang,
      });
      return ok(request, reply, [opened], 'dispute.opened');
    },
  );

  app.get(
    '/pharmacy/disputes_list/:offset/:limit',
    {
      schema: {
        ...pharmacyDoc(
          'Addition (issue 28): the pharmacy’s disputes, newest first, {disputes, total}; ?orderId= those of one order',
        ),
        params: Type.Object({ offset: text(), limit: text() }),
        querystring: Type.Object({ orderId: text() }),
        response: response(DisputePage),
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.params;
      const orderId = request.query.orderId === undefined ? undefined : (idOf(request.query.orderId) ?? -1);
      return ok(
        request,
        reply,
        await listDisputes(db, {
          offset,
          limit,
          scope: { pharmacyId: request.account.id },
          lang: request.lang,
          orderId,
        }),
      );
    },
  );

  app.get(
    '/pharmacy/dispute/:id',
    {
      schema: {
        ...pharmacyDoc('Addition (issue 28): one of the pharmacy’s disputes with its lines, photos and messages'),
        params: Type.Object({ id: text() }),
        response: response(DisputeDetail),
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const photoUrl = (photoId: number) => disputePhotoUrl(config.publicApiUrl, 'pharmacy', photoId);
      const detail =
        id === null ? null : await disputeDetail(db, id, { pharmacyId: request.account.id }, request.lang, photoUrl);
      if (!detail) throw notFound();
      return ok(request, reply, detail);
    },
  );

  app.get(
    '/pharmacy/dispute_photo/:id',
    {
      schema: {
        ...pharmacyDoc(
          'Addition (issue 37 §11, D116): one photo of one of the pharmacy’s disputes (its `photos[].url`), image/webp, `Cache-Control: private, no-store`; a photo of another pharmacy’s dispute is 404 (4041)',
        ),
        params: Type.Object({ id: text() }),
        response: imageResponse('the photo'),
      },
    },
    async (request, reply) =>
      sendDisputePhoto(reply, db, mediaDir, idOf(request.params.id), { pharmacyId: request.account.id }),
  );

  app.post(
    '/pharmacy/dispute_message',
    {
      schema: {
        ...pharmacyDoc('Addition (issue 28): a message of the pharmacy on one of its disputes, {disputeId, body}'),
        body: Type.Object({ disputeId: checkedByHandler(), body: checkedByHandler() }),
        response: response(DisputeMessage),
      },
    },
    async (request, reply) => {
      const id = idOf(request.body.disputeId);
      if (id === null) throw notFound();
      const body = messageOf(request.body.body);
      return ok(
        request,
        reply,
        await postDisputeMessage(db, request.account, id, body, { pharmacyId: request.account.id }, config.webUrl),
        'dispute.messageSent',
      );
    },
  );

  app.get(
    '/pharmacy/credit_note/:id',
    {
      schema: {
        ...pharmacyDoc(
          'Addition (issue 28): one of the pharmacy’s credit notes as a PDF (credit_note_{number}_{locale}.pdf); ?lang=fr|en|ar overrides the language header',
        ),
        params: Type.Object({ id: text() }),
        querystring: Type.Object({ lang: text() }),
        response: fileResponse('application/pdf', 'the credit note PDF'),
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const mine = id === null ? undefined : await creditNoteOf(db, id, { pharmacyId: request.account.id });
      if (!mine) throw new ApiError(Code.NOT_FOUND, 'creditNote.notFound', { status: 404 });
      const lang: Lang = LANGS.find((l) => l === request.query.lang) ?? request.lang;
      const note = await renderCreditNote(db, config, mine.id, lang);
      if (!note) throw new ApiError(Code.NOT_FOUND, 'creditNote.notFound', { status: 404 });
      return sendPdf(reply, creditNoteFileName(note.number, lang), note.pdf, 'private, no-store');
    },
  );
}
