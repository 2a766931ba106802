import { Code } from '../../src/contract/codes.js';
import { emailChanged } from '../auth/emailChange.js';
import { revokeOtherSessions } from '../auth/tokens.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';
import { pharmacyEmailTaken } from '../queries/pharmacies.js';

/**
 * The pharmacy's own e-mail and phones (its profile tab); an e-mail another pharmacy has is refused (4091). A new
 * e-mail ends the pharmacy's other sessions; the one of `accessToken`, which made the change, stays.
 */
export async function updateOwnContact(
  db: Database,
  id: number,
  contact: { email: string; phone1: string; phone2: string | null },
  accessToken?: string,
) {
  if (await pharmacyEmailTaken(db, contact.email, id)) throw new ApiError(Code.CONFLICT, 'pharmacy.emailTaken');
  try {
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('pharmacies')
        .select('email')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      await trx
        .updateTable('pharmacies')
        .set({ ...contact, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      if (before && emailChanged(before.email, contact.email))
        await revokeOtherSessions(trx, 'pharmacy', id, accessToken);
    });
  } catch (e) {
    // another pharmacy took the address between the check and the update
    if ((e as { code?: string }).code === '23505') throw new ApiError(Code.CONFLICT, 'pharmacy.emailTaken');
    throw e;
  }
}
