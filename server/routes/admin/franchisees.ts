import { response } from '../../../src/contract/answers/envelope.js';
import { Deleted } from '../../../src/contract/answers/catalogue.js';
import { FranchiseeItem } from '../../../src/contract/answers/franchisees.js';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import { FRANCHISE_FIELDS } from '../../../src/contract/adminFields.js';
import { franchiseEditForm, franchiseForm } from '../../../src/contract/forms.js';
import type { AppContext } from '../../context.js';
import { addFranchisee, deleteFranchisee, franchiseNotFound, updateFranchisee } from '../../franchisees/accounts.js';
import { ok } from '../../http/envelope.js';
import { checkForm } from '../../http/fieldRefusals.js';
import { idOf } from '../../http/ids.js';
import { franchiseQuery, franchiseeItem, loadFranchisee } from '../../queries/franchisees.js';
import type { AreaApp } from '../area.js';
import { registerDetailsRoute } from './detailsRoute.js';
import { refusingStale, versionField, versionOf } from './editBasis.js';
import { adminDoc, editedId, formBody, requireId } from './input.js';

export function registerFranchiseeRoutes(app: AreaApp, ctx: AppContext) {
  const { db, config } = ctx;

  app.get(
    '/admin/franchise_list',
    {
      schema: {
        ...adminDoc('Every franchisee with its wilaya name and phone'),
        response: response(Type.Array(FranchiseeItem)),
      },
    },
    async (request, reply) => {
      const rows = await franchiseQuery(db).orderBy('f.last_name').orderBy('f.first_name').orderBy('f.id').execute();
      return ok(request, reply, rows.map(franchiseeItem));
    },
  );

  registerDetailsRoute(app, {
    path: '/admin/franchise_details',
    summary: 'One franchisee: payload[0]',
    invalidIdKey: 'admin.invalidFranchiseId',
    load: (id) => loadFranchisee(db, id),
    answer: FranchiseeItem,
    notFound: franchiseNotFound,
  });

  app.get(
    '/admin/wilaya_s_franchisees',
    {
      schema: {
        ...adminDoc(
          'Franchisees with their wilaya, to pick the one of a pharmacy (one per wilaya, D11); ?wilaya= narrows to one wilaya',
        ),
        querystring: Type.Object({ wilaya: Type.Optional(Type.String()) }),
        response: response(Type.Array(FranchiseeItem)),
      },
    },
    async (request, reply) => {
      const { wilaya } = request.query;
      let q = franchiseQuery(db);
      // an impossible id filters everything out rather than being ignored
      if (wilaya !== undefined && wilaya !== '') q = q.where('f.wilaya_id', '=', idOf(wilaya) ?? -1);
      const rows = await q.orderBy('w.code').execute();
      return ok(request, reply, rows.map(franchiseeItem));
    },
  );

  app.post(
    '/admin/add_franchise',
    {
      schema: {
        ...adminDoc('Adds a franchisee and e-mails it a set-your-password link; one franchisee per wilaya (4092, D11)'),
        body: formBody(FRANCHISE_FIELDS),
        response: response(Type.Tuple([FranchiseeItem])),
      },
    },
    async (request, reply) => {
      checkForm(request.lang, franchiseForm, request.body);
      const id = await addFranchisee(db, config, request.account, request.lang, request.body);
      return ok(request, reply, [await loadFranchisee(db, id)], 'admin.franchiseAdded');
    },
  );

  app.put(
    '/admin/update_franchise',
    {
      schema: {
        ...adminDoc(
          'Updates a franchisee (fraId); its wilaya cannot move while pharmacies are attached to it. Optional `version` (D23): a stale form is refused',
        ),
        body: Type.Object({ ...formBody(['fraId', ...FRANCHISE_FIELDS]).properties, version: versionField() }),
        response: response(Type.Tuple([FranchiseeItem])),
      },
    },
    async (request, reply) => {
      const id = requireId(editedId(request.body, 'fraId'), 'admin.invalidFranchiseId', Code.VALIDATION);
      checkForm(request.lang, franchiseEditForm, request.body);
      const version = versionOf(request.body.version);
      await refusingStale(updateFranchisee(db, request.account, request.lang, id, request.body, config, version), () =>
        loadFranchisee(db, id),
      );
      return ok(request, reply, [await loadFranchisee(db, id)], 'admin.franchiseUpdated');
    },
  );

  app.delete(
    '/admin/delete_franchise',
    {
      schema: {
        ...adminDoc(
          'Deletes a franchisee and ends its sessions; refused (4094) while pharmacies are still attached to it',
        ),
        body: formBody(['id']),
        response: response(Deleted),
      },
    },
    async (request, reply) => {
      const id = requireId(request.body.id, 'admin.invalidFranchiseId');
      await deleteFranchisee(db, request.account, id);
      return ok(request, reply, [{ id }], 'admin.franchiseDeleted');
    },
  );
}
