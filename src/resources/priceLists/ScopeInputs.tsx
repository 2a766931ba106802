import {
  AutocompleteArrayInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { checkDay, checkScopeIds, checkValidity } from '../../contract/pricingForms';
import { useWilayaChoices } from '../fra/FranchiseFields';

/** A pricing check (src/contract/pricingForms.ts) as a react-admin validator of the field. */
export const validatorOf =
  (check: (value: unknown, all: Record<string, unknown>) => string | undefined): Validator =>
  (value, all) =>
    check(value, all ?? {});

const scopeIds = validatorOf((value, all) => checkScopeIds(all.scope, value));

/**
 * Whom a price list or a promotion covers (issue 40): the scope, then its picker: pharmacies typed by name, one
 * group, or wilayas. Each kind has its own field (adminPricing.ts joins the chosen one into `scope_ids`), so
 * switching the scope keeps no id of another kind.
 */
export function ScopeInputs({
  scopes,
  label,
  defaultScope,
}: {
  scopes: readonly string[];
  label: string;
  /** a new promotion covers every pharmacy */
  defaultScope?: string;
}) {
  const translate = useTranslate();
  const scope = useWatch({ name: 'scope' }) as string | undefined;
  const wilayas = useWilayaChoices();
  const f = (key: string) => translate(`resources.priceLists.fields.${key}`);
  const empty = translate('resources.priceLists.pickerEmpty');
  return (
    <>
      <SelectInput
        source="scope"
        label={label}
        choices={scopes.map((id) => ({ id, name: translate(`resources.priceLists.scopes.${id}`) }))}
        validate={(v: unknown) => (v ? undefined : 'ra.validation.required')}
        defaultValue={defaultScope}
        data-testid="scope-select"
      />
      {scope === 'pharmacies' && (
        <ReferenceArrayInput
          source="scope_pharmacies"
          reference="pharmacies"
          perPage={50}
          sort={{ field: 'name', order: 'ASC' }}
        >
          <AutocompleteArrayInput
            label={f('scope_pharmacies')}
            optionText="name"
            validate={scopeIds}
            noOptionsText={empty}
            className="full"
            data-testid="scope-pharmacies"
          />
        </ReferenceArrayInput>
      )}
      {scope === 'group' && (
        <ReferenceInput
          source="scope_group"
          reference="pharmacyGroups"
          perPage={200}
          sort={{ field: 'name', order: 'ASC' }}
        >
          <SelectInput label={f('scope_group')} optionText="name" validate={scopeIds} data-testid="scope-group" />
        </ReferenceInput>
      )}
      {scope === 'wilayas' && (
        <AutocompleteArrayInput
          source="scope_wilayas"
          label={f('scope_wilayas')}
          choices={wilayas}
          validate={scopeIds}
          noOptionsText={empty}
          className="full"
          data-testid="scope-wilayas"
        />
      )}
    </>
  );
}

const validFrom = validatorOf((value) => checkDay(value));
const validTo = validatorOf((value, all) => checkDay(value) ?? checkValidity(all.valid_from, value));

/** The optional validity days (Algiers days, YYYY-MM-DD); the end on or after the start. */
export function ValidityInputs({ labels }: { labels: { from: string; to: string } }) {
  return (
    <>
      <TextInput
        source="valid_from"
        label={labels.from}
        type="date"
        validate={validFrom}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextInput
        source="valid_to"
        label={labels.to}
        type="date"
        validate={validTo}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
