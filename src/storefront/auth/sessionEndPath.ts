import { Code } from '../../contract/codes';
import { PHARMACY_LOGIN_PATH } from './RequirePharmacy';

/** 4031 (no session) leads a pharmacy user back home; an invalid session to the sign-in (spec 000 §2, §4). */
export const pharmacySessionEndPath = (code: number) => (code === Code.NO_TOKENS ? '/' : PHARMACY_LOGIN_PATH);
