import { Type } from 'typebox';
import { response } from '../../../src/contract/answers/envelope.js';
import { RecallDetails, RecallPage } from '../../../src/contract/answers/recalls.js';
import { Code } from '../../../src/contract/codes.js';
import type { AppContext } from '../../context.js';
import { franchiseeOf } from '../../franchise/franchisee.js';
import { ApiError, ok } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { listRecalls, recallDetails } from '../../lots/recalls/views.js';
import type { AreaApp } from '../area.js';
import { idParams, pageParams } from '../backOfficeSchemas.js';
import { franchiseDoc } from './doc.js';

/** Issue 29 §5: the franchisee follows the recalls that reached its wilaya, with the pharmacies to call; nothing else exists for it. */
export function registerFranchiseRecallRoutes(app: AreaApp, { db }: AppContext) {
  app.get(
    '/franchise/recalls/:offset/:limit',
    {
      schema: {
        ...franchiseDoc(
          'Addition (issue 29): the recalls that reached at least one pharmacy of the wilaya, newest first, counts of the wilaya only: ' +
            '{recalls: [...as /admin/recalls], total}',
        ),
        params: pageParams,
        response: response(RecallPage),
      },
    },
    async (request, reply) => {
      const { wilaya_id } = franchiseeOf(request.account);
      return ok(request, reply, await listRecalls(db, request.lang, { ...request.params, wilayaId: wilaya_id }));
    },
  );

  app.get(
    '/franchise/recall_details/:id',
    {
      schema: {
        ...franchiseDoc(
          'Addition (issue 29): one recall as /admin/recall_details, with by_wilaya, pharmacies (phone included) and short_orders of the wilaya ' +
            'only; 4041 when it reached no pharmacy of the wilaya',
        ),
        params: idParams('id'),
        response: response(Type.Tuple([RecallDetails])),
      },
    },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const details =
        id === null ? null : await recallDetails(db, id, request.lang, franchiseeOf(request.account).wilaya_id);
      if (!details) throw new ApiError(Code.NOT_FOUND, 'recalls.notFound', { status: 404 });
      return ok(request, reply, [details]);
    },
  );
}
