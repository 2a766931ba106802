import { pharmacyForm } from '../../contract/forms';
import { ruleMessage, rules } from '../../contract/validation';

export type PharmacyField = keyof typeof pharmacyForm & string;

/**
 * react-admin validator of one add-pharmacy field, with the rules the server applies (000 §5 "Pharmacy form
 * (franchise)", src/contract/forms.ts); the message is the i18n key of the failed rule.
 */
export function pharmacyValidator(field: PharmacyField) {
  const spec = pharmacyForm[field]!;
  const validate = (value: unknown) => {
    const failed = spec.rules.find((rule) => !rules[rule](value));
    return failed ? ruleMessage(failed) : undefined;
  };
  // react-admin reads this flag to mark the field as required
  return Object.assign(validate, { isRequired: spec.rules.includes('required') });
}
