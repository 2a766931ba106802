import type { FastifyInstance } from 'fastify';
import { Code } from '../../../src/contract/codes.js';
import { profileForm } from '../../../src/contract/forms.js';
import { validateForm } from '../../../src/contract/validation.js';
import { translate } from '../../../src/contract/messages/index.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { ApiError, notFound, ok } from '../../http/envelope.js';
import { ownProfile, pharmacyEmailTaken, pharmacyQuery } from '../../queries/pharmacies.js';

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
export function registerProfileRoutes(app: FastifyInstance, { db, guard }: AppContext) {
  const pre = { preHandler: guard('pharmacy') };

  app.get(
    '/pharmacy/my_profile_info',
    { ...pre, schema: { tags: ['pharmacy'], summary: 'The pharmacy profile (company name, e-mail, phones, RC, NIF, RIB, address)' } },
    async (request, reply) => ok(request, reply, await profileOf(db, request.account.id)),
  );

  app.put(
    '/pharmacy/update_profile_info',
    {
      ...pre,
      schema: {
        tags: ['pharmacy'],
        summary: 'Changes e-mail and phones: 4001 e-mail, 4002 phone1, 4003 phone2 malformed',
        body: { type: 'object', properties: { email: {}, phone1: {}, phone2: {} } },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as { email?: unknown; phone1?: unknown; phone2?: unknown };
      const errors = validateForm(profileForm, body);
      if (errors.length) {
        const first = errors[0]!;
        throw new ApiError(profileForm[first.path]!.code!, profileMessages[first.path]!, {
          status: 400,
          payload: errors.map((e) => ({ path: e.path, msg: translate(request.lang, profileMessages[e.path]!) })),
        });
      }
      const email = String(body.email).trim();
      const phone2 = String(body.phone2 ?? '').trim();
      const id = request.account.id;
      if (await pharmacyEmailTaken(db, email, id)) throw new ApiError(Code.CONFLICT, 'pharmacy.emailTaken');
      try {
        await db
          .updateTable('pharmacies')
          .set({ email, phone1: String(body.phone1).trim(), phone2: phone2 || null, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
      } catch (e) {
        // another pharmacy took the address between the check and the update
        if ((e as { code?: string }).code === '23505') throw new ApiError(Code.CONFLICT, 'pharmacy.emailTaken');
        throw e;
      }
      return ok(request, reply, await profileOf(db, id), 'pharmacy.profileUpdated');
    },
  );
}
