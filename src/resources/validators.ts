import type { Validator } from 'react-admin';
import type { FormSpec } from '../contract/validation';
import { failedRule, ruleMessage } from '../contract/validation';

/**
 * react-admin validators from a shared form spec (src/contract/forms.ts): the browser checks exactly what the
 * server checks. A failed rule answers its message key ("validation.name"), which react-admin translates.
 */
export function fieldValidator(spec: FormSpec, field: string): Validator {
  const rulesOfField = spec[field]?.rules ?? [];
  const validate = (value: unknown) => {
    const failed = failedRule(rulesOfField, value);
    return failed ? ruleMessage(failed) : undefined;
  };
  // react-admin reads this flag to put the asterisk on required fields ('description' and 'note' refuse empty too)
  const isRequired = rulesOfField.some((rule) => rule === 'required' || rule === 'description' || rule === 'note');
  return Object.assign(validate, { isRequired });
}

/** One validator per field of the spec: `const v = formValidators(franchiseForm); <TextInput validate={v.email} />`. */
export function formValidators(spec: FormSpec): Record<string, Validator> {
  return Object.fromEntries(Object.keys(spec).map((field) => [field, fieldValidator(spec, field)]));
}
