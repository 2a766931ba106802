import { response } from '../../../src/contract/answers/envelope.js';
import { Deleted } from '../../../src/contract/answers/catalogue.js';
import { PharmacyDetails, PharmacyItem } from '../../../src/contract/answers/pharmacies.js';
import { Code } from '../../../src/contract/codes.js';
import { PHARMACY_FIELDS } from '../../../src/contract/adminFields.js';
import { adminPharmacyForm } from '../../../src/contract/forms.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { checkForm } from '../../http/fieldRefusals.js';
import { addPharmacy, deletePharmacy, pharmacyNotFound, updatePharmacy } from '../../pharmacies/accounts.js';
import { listPharmacies, pharmacyDetails } from '../../queries/pharmacies.js';
import type { AreaApp } from '../area.js';
import { registerDetailsRoute } from './detailsRoute.js';
import { Type } from 'typebox';
import { refusingStale, versionField, versionOf } from './editBasis.js';
import { adminDoc, formBody, requireId } from './input.js';

export function registerPharmacyAdminRoutes(app: AreaApp, ctx: AppContext) {
  const { db, config } = ctx;

  app.get(
    '/admin/pharmacies_list',
    {
      schema: {
        ...adminDoc('Every pharmacy with its point of contact and franchisee full names'),
        response: response(Type.Array(PharmacyItem)),
      },
    },
    async (request, reply) => ok(request, reply, await listPharmacies(db)),
  );

  registerDetailsRoute(app, {
    path: '/admin/pharmacy_details',
    summary: 'One pharmacy with point of contact, franchisee and last orders: payload[0]',
    load: (id) => pharmacyDetails(db, id),
    answer: PharmacyDetails,
    notFound: pharmacyNotFound,
  });

  app.post(
    '/admin/add_pharmacy',
    {
      schema: {
        ...adminDoc("Adds a pharmacy followed by its wilaya's franchisee and e-mails it a set-your-password link"),
        body: formBody(PHARMACY_FIELDS),
        response: response(Type.Tuple([PharmacyDetails])),
      },
    },
    async (request, reply) => {
      checkForm(request.lang, adminPharmacyForm, request.body);
      const id = await addPharmacy(db, config, request.account, request.lang, request.body);
      return ok(request, reply, [await pharmacyDetails(db, id)], 'admin.pharmacyAdded');
    },
  );

  app.put(
    '/admin/update_pharmacy',
    {
      schema: {
        ...adminDoc(
          'Updates a pharmacy (id); its franchisee is `fra_id` (or `franchise_fk`) and must be the one of its wilaya. Optional `version` (D23): a stale form is refused',
        ),
        body: Type.Object({ ...formBody(['id', 'fra_id', ...PHARMACY_FIELDS]).properties, version: versionField() }),
        response: response(Type.Tuple([PharmacyDetails])),
      },
    },
    async (request, reply) => {
      const id = requireId(request.body.id, 'admin.invalidId', Code.VALIDATION);
      const body = { ...request.body, franchise_fk: request.body.fra_id ?? request.body.franchise_fk };
      checkForm(request.lang, adminPharmacyForm, body);
      const version = versionOf(request.body.version);
      await refusingStale(updatePharmacy(db, request.account, request.lang, id, body, config, version), () =>
        pharmacyDetails(db, id),
      );
      return ok(request, reply, [await pharmacyDetails(db, id)], 'admin.pharmacyUpdated');
    },
  );

  app.delete(
    '/admin/delete_pharmacy',
    {
      schema: {
        ...adminDoc('Deletes a pharmacy (soft delete: its orders and invoices stay) and ends its sessions at once'),
        body: formBody(['id']),
        response: response(Deleted),
      },
    },
    async (request, reply) => {
      const id = requireId(request.body.id);
      await deletePharmacy(db, request.account, id);
      return ok(request, reply, [{ id }], 'admin.pharmacyDeleted');
    },
  );
}
