import { imageResponse, response } from '../../../src/contract/answers/envelope.js';
import { DisputeDetail, DisputePage } from '../../../src/contract/answers/disputes.js';
import { Code } from '../../../src/contract/codes.js';
import type { AppContext } from '../../context.js';
import { franchiseeOf } from '../../franchise/franchisee.js';
import { disputePhotoUrl, sendDisputePhoto } from '../../fulfilment/disputePhotos.js';
import { disputeDetail, listDisputes } from '../../fulfilment/disputesList.js';
import { ApiError, ok } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { disputeStatusQuery } from '../admin/disputes.js';
import type { AreaApp } from '../area.js';
import { idParams, pageParams } from '../backOfficeSchemas.js';
import { franchiseDoc } from './doc.js';

/** Issue 28: the franchisee reads its wilaya's disputes, nothing more (a dispute elsewhere does not exist here). */
export function registerFranchiseDisputeRoutes(app: AreaApp, { db, config, mediaDir }: AppContext) {
  app.get(
    '/franchise/disputes_list/:offset/:limit',
    {
      schema: {
        ...franchiseDoc(
          'Addition (issue 28): the disputes of the wilaya, newest first, read only: {disputes, total}; ?status=open|resolved',
        ),
        params: pageParams,
        querystring: disputeStatusQuery,
        response: response(DisputePage),
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.params;
      const scope = { wilayaId: franchiseeOf(request.account).wilaya_id };
      return ok(
        request,
        reply,
        await listDisputes(db, { offset, limit, status: request.query.status || undefined, scope, lang: request.lang }),
      );
    },
  );

  app.get(
    '/franchise/dispute/:id',
    {
      schema: {
        ...franchiseDoc(
          'Addition (issue 28): one dispute of the wilaya with its lines, photos and messages, read only',
        ),
        params: idParams('id'),
        response: response(DisputeDetail),
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const scope = { wilayaId: franchiseeOf(request.account).wilaya_id };
      const photoUrl = (photoId: number) => disputePhotoUrl(config.publicApiUrl, 'franchise', photoId);
      const detail = id === null ? null : await disputeDetail(db, id, scope, request.lang, photoUrl);
      if (!detail) throw new ApiError(Code.NOT_FOUND, 'dispute.notFound', { status: 404 });
      return ok(request, reply, detail);
    },
  );

  app.get(
    '/franchise/dispute_photo/:id',
    {
      schema: {
        ...franchiseDoc(
          'Addition (issue 37 §11, D116): one photo of a dispute of the wilaya (its `photos[].url`), image/webp, `Cache-Control: private, no-store`; a photo of another wilaya’s dispute is 404 (4041)',
        ),
        params: idParams('id'),
        response: imageResponse('the photo'),
      },
    },
    async (request, reply) =>
      sendDisputePhoto(reply, db, mediaDir, idOf(request.params.id), {
        wilayaId: franchiseeOf(request.account).wilaya_id,
      }),
  );
}
