import { response } from '../../../src/contract/answers/envelope.js';
import { PharmacyOwnProfileAnswer } from '../../../src/contract/answers/pharmacies.js';
import { Type } from 'typebox';
import { tokenKeys } from '../../../src/contract/constants.js';
import { profileForm } from '../../../src/contract/forms.js';
import { validateForm } from '../../../src/contract/validation.js';
import { translate } from '../../../src/contract/messages/index.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { ApiError, notFound, ok } from '../../http/envelope.js';
import { updateOwnContact } from '../../pharmacies/contact.js';
import { ownProfile, pharmacyQuery } from '../../queries/pharmacies.js';
import type { AreaApp } from '../area.js';
import { checkedByHandler } from '../schemaParts.js';
import { pharmacyDoc } from './doc.js';

/** Messages of the profile form's codes (spec 000 §8 "Profile update"). */
const profileMessages: Record<string, string> = {
  email: 'pharmacy.emailMalformed',
  phone1: 'pharmacy.phone1Malformed',
  phone2: 'pharmacy.phone2Malformed',
};

async function profileOf(db: Database, pharmacyId: number) {
  const p = await pharmacyQuery(db).where('p.id', '=', pharmacyId).executeTakeFirst();
  if (!p) throw notFound();
  return { ...ownProfile(p), wilaya_code: p.wilaya_code, wilaya: p.wilaya_name };
}

/** The profile tab: name, NIF and RIB are read-only (changed by the franchise or the admin); e-mail and phones editable. */
export function registerProfileRoutes(app: AreaApp, { db }: AppContext) {
  app.get(
    '/pharmacy/my_profile_info',
    {
      schema: {
        ...pharmacyDoc('The pharmacy profile (company name, e-mail, phones, RC, NIF, RIB, address)'),
        response: response(PharmacyOwnProfileAnswer),
      },
    },
    async (request, reply) => ok(request, reply, await profileOf(db, request.account.id)),
  );

  app.put(
    '/pharmacy/update_profile_info',
    {
      schema: {
        ...pharmacyDoc('Changes e-mail and phones: 4001 e-mail, 4002 phone1, 4003 phone2 malformed'),
        body: Type.Object({ email: checkedByHandler(), phone1: checkedByHandler(), phone2: checkedByHandler() }),
        response: response(PharmacyOwnProfileAnswer),
      },
    },
    async (request, reply) => {
      const { body } = request;
      const errors = validateForm(profileForm, body);
      if (errors.length) {
        const first = errors[0]!;
        throw new ApiError(profileForm[first.path]!.code!, profileMessages[first.path]!, {
          status: 400,
          payload: errors.map((e) => ({ path: e.path, msg: translate(request.lang, profileMessages[e.path]!) })),
        });
      }
      const phone2 = String(body.phone2 ?? '').trim();
      const id = request.account.id;
      const contact = { email: String(body.email).trim(), phone1: String(body.phone1).trim(), phone2: phone2 || null };
      // a new e-mail ends the pharmacy's other sessions, not the one that made the change
      const accessToken = [request.headers[tokenKeys('pharmacy').accessHeader]].flat()[0];
      await updateOwnContact(db, id, contact, accessToken);
      return ok(request, reply, await profileOf(db, id), 'pharmacy.profileUpdated');
    },
  );
}
