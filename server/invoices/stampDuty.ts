import type { Config } from '../config.js';

/**
 * Stamp duty on an invoice paid in cash (Code du timbre art. 258, 2025 finance law; brackets in config.stampDuty).
 * The rate of the bracket the amount falls in applies to the whole amount, every started 100 DA counts as 100 DA,
 * then the minimum and maximum apply; nothing is due up to `exemptUpTo`. Centimes in, centimes out.
 */
export function stampDuty(amountCentimes: number, rules: Config['stampDuty']): number {
  if (!Number.isFinite(amountCentimes) || amountCentimes <= 0) return 0;
  const dinars = amountCentimes / 100;
  if (dinars <= rules.exemptUpTo) return 0;
  const bracket = rules.brackets.find((b) => b.upTo === null || dinars <= b.upTo) ?? rules.brackets.at(-1);
  if (!bracket) return 0;
  let duty = Math.ceil(dinars / 100) * bracket.perHundred;
  duty = Math.max(duty, rules.min);
  if (rules.max !== null) duty = Math.min(duty, rules.max);
  return Math.round(duty * 100);
}
