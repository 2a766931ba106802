import { Id, response } from '../../../src/contract/answers/envelope.js';
import { PharmacyDetails, PharmacyItem } from '../../../src/contract/answers/pharmacies.js';
import { Type, type TOptional, type TUnknown } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import type { Lang } from '../../../src/contract/constants.js';
import { pharmacyForm } from '../../../src/contract/forms.js';
import { translate } from '../../../src/contract/messages/index.js';
import type { AppContext } from '../../context.js';
import { franchiseeOf } from '../../franchise/franchisee.js';
import { ApiError, ok, validate } from '../../http/envelope.js';
import { requireId } from '../../http/ids.js';
import { addWilayaPharmacy } from '../../pharmacies/accounts.js';
import { listPharmacies, pharmacyDetails } from '../../queries/pharmacies.js';
import type { AreaApp } from '../area.js';
import { franchiseDoc } from './doc.js';

const pharmacyNotFound = () => new ApiError(Code.NOT_FOUND, 'franchise.pharmacyNotFound', { status: 404 });

/** A text field of any JSON type: checked by `scalarFields` below, so that `true` or `{}` never pass as the text "true". */
const anyText = (): TOptional<TUnknown> => Type.Optional(Type.Unknown({ description: 'text (a number is accepted)' }));
const PHARMACY_KEYS = Object.keys(pharmacyForm);
const addBody = Type.Object(
  Object.fromEntries([...PHARMACY_KEYS, 'wilaya'].map((k) => [k, anyText()])) as Record<string, TOptional<TUnknown>>,
);

/** Refuses a body whose fields are not text or numbers (400, code 4000, the field named). */
function scalarFields(lang: Lang, body: Record<string, unknown>, keys: string[]) {
  const wrong = keys.filter((k) => body[k] != null && typeof body[k] !== 'string' && typeof body[k] !== 'number');
  if (!wrong.length) return;
  const msg = translate(lang, 'server.badRequest');
  throw new ApiError(Code.VALIDATION, 'server.badRequest', {
    status: 400,
    payload: wrong.map((path) => ({ path, msg })),
  });
}

export function registerFranchisePharmacyRoutes(app: AreaApp, ctx: AppContext) {
  const { db, config } = ctx;

  app.get(
    '/franchise/pharmacies_list',
    {
      schema: {
        ...franchiseDoc("Pharmacies of the franchisee's wilaya (plain list)"),
        response: response(Type.Array(PharmacyItem)),
      },
    },
    async (request, reply) => {
      const me = franchiseeOf(request.account);
      return ok(request, reply, await listPharmacies(db, { wilayaId: me.wilaya_id }));
    },
  );

  app.post(
    '/franchise/add_pharmacy',
    {
      schema: {
        ...franchiseDoc(
          "Adds a pharmacy to the franchisee's own wilaya (the wilaya sent is ignored, D11) and mails it a set-password link",
        ),
        body: addBody,
        response: response(Type.Tuple([Type.Object({ id: Id })])),
      },
    },
    async (request, reply) => {
      scalarFields(request.lang, request.body, PHARMACY_KEYS);
      validate(request.lang, pharmacyForm, request.body);
      const me = franchiseeOf(request.account);
      const id = await addWilayaPharmacy(db, config, request.account, request.lang, request.body, {
        wilayaId: me.wilaya_id,
        franchiseeId: me.id,
      });
      return ok(request, reply, [{ id }], 'franchise.pharmacyAdded');
    },
  );

  app.post(
    '/franchise/pharmacy_details',
    {
      schema: {
        ...franchiseDoc('A pharmacy of the wilaya with its point of contact and last orders: payload [pharmacy]'),
        body: Type.Object({ pharmacyID: anyText() }),
        response: response(Type.Tuple([PharmacyDetails])),
      },
    },
    async (request, reply) => {
      const id = requireId(request.body.pharmacyID, 'franchise.invalidPharmacyId');
      const me = franchiseeOf(request.account);
      const pharmacy = await pharmacyDetails(db, id, { wilayaId: me.wilaya_id });
      if (!pharmacy) throw pharmacyNotFound();
      return ok(request, reply, [pharmacy]);
    },
  );
}
