import { insight as ar } from './ar/insight';
import { insight as en } from './en/insight';
import { insight as fr } from './fr/insight';

/** Server messages of the dashboards' figures, the audit log and the low-stock alerts (issue 16). */
export const insight = { fr, en, ar };
