import type { Validator } from 'react-admin';
import type { FormSpec } from '../contract/validation';
import { failedRule, normalizeValue, ruleMessage } from '../contract/validation';

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

/** A RIB input takes 20 digits with the spaces a bank statement prints between their groups (D48). */
export const RIB_INPUT_MAX = 30;
/** An input's `parse` for a RIB: the stored value has no spaces, so a pasted "0079 9999 …" passes its 20-digit check. */
export const parseRib = (value: string): string => normalizeValue('rib', value) as string;
