import { Code } from '../../src/contract/codes.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';
import { pharmacyEmailTaken } from '../queries/pharmacies.js';

/** The pharmacy's own e-mail and phones (its profile tab); an e-mail another pharmacy has is refused (4091). */
export async function updateOwnContact(db: Database, id: number, contact: { email: string; phone1: string; phone2: string | null }) {
  if (await pharmacyEmailTaken(db, contact.email, id)) throw new ApiError(Code.CONFLICT, 'pharmacy.emailTaken');
  try {
    await db
      .updateTable('pharmacies')
      .set({ ...contact, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  } catch (e) {
    // another pharmacy took the address between the check and the update
    if ((e as { code?: string }).code === '23505') throw new ApiError(Code.CONFLICT, 'pharmacy.emailTaken');
    throw e;
  }
}
