import { DISPUTE_DUE_BUSINESS_DAYS } from '../../src/contract/disputes.js';
import { addBusinessHours } from './businessHours.js';

/**
 * A dispute is due 7 business days after it was opened (spec 000 §1): 7 × 24 business hours as the preparation's
 * due time counts them (D55: the hours of working days, Algiers time; Friday, Saturday and holidays skipped).
 * `lunar` holds the lunar holidays (YYYY-MM-DD); the fixed ones are built in.
 */
export const disputeDueAt = (openedAt: Date, lunar: ReadonlySet<string>) =>
  addBusinessHours(openedAt, DISPUTE_DUE_BUSINESS_DAYS * 24, lunar);
