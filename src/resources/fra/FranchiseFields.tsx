import { Box } from '@mui/material';
import { useMemo } from 'react';
import { SelectInput, TextInput, useGetList, useTranslate } from 'react-admin';
import { langHeaderValue } from '../../contract/constants';
import { franchiseEditForm, franchiseForm, franchiseSubForm } from '../../contract/forms';
import { formGridSx } from '../common/FormToolbar';
import { formValidators } from '../validators';
import { useLang } from '../../i18n/useLang';

export type FranchiseFormMode = 'add' | 'edit' | 'sub';

const specs = { add: franchiseForm, edit: franchiseEditForm, sub: franchiseSubForm };

interface Wilaya {
  id: number;
  code: number;
  name: string;
  name_ar?: string;
  from2027?: boolean;
}

/** "16 — Alger" ("16 — الجزائر" in Arabic); wilayas of the 2025 reform say from when they count (D19). */
export function useWilayaChoices(takenBy?: Map<number, string>) {
  const translate = useTranslate();
  const arabic = useLang() === 'ar';
  const { data = [] } = useGetList<Wilaya>('wilayas', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'code', order: 'ASC' },
  });
  return useMemo(
    () =>
      data.map((w) => {
        const holder = takenBy?.get(w.id);
        const suffix = holder
          ? ` — ${translate('resources.fra.form.taken', { name: holder })}`
          : w.from2027
            ? ` (${translate('adminUi.wilaya2027')})`
            : '';
        return {
          id: w.id,
          name: `${String(w.code).padStart(2, '0')} — ${(arabic && w.name_ar) || w.name}${suffix}`,
          disabled: Boolean(holder),
        };
      }),
    [data, takenBy, translate, arabic],
  );
}

/** Wilayas that already have their franchisee (one per wilaya, D11), except the one being edited. */
function useTakenWilayas(selfId?: number | string) {
  const { data = [] } = useGetList<{ id: number; wilaya_id: number; fullName: string }>('wilayaFranchisees', {
    pagination: { page: 1, perPage: 500 },
  });
  return useMemo(
    () => new Map(data.filter((f) => String(f.id) !== String(selfId)).map((f) => [f.wilaya_id, f.fullName])),
    [data, selfId],
  );
}

/**
 * The franchisee inputs (001 §3, §5), validated with the server's rules: `add` (Add Franchise), `edit`
 * (language required too) and `sub` (the pharmacy screen's sub-dialog, phone 2 and address 2 required).
 */
export function FranchiseFields({
  mode,
  selfId,
  fixedWilaya,
}: {
  mode: FranchiseFormMode;
  selfId?: number | string;
  fixedWilaya?: boolean;
}) {
  const translate = useTranslate();
  const lang = useLang();
  const v = formValidators(specs[mode]);
  const taken = useTakenWilayas(selfId);
  const wilayas = useWilayaChoices(taken);
  const f = (key: string) => translate(`resources.fra.fields.${key}`);
  const upper = (value: string) => (value ?? '').toUpperCase();
  return (
    <Box sx={formGridSx}>
      <TextInput source="first_name" label={f('first_name')} validate={v.first_name} autoComplete="given-name" />
      <TextInput source="last_name" label={f('last_name')} validate={v.last_name} autoComplete="family-name" />
      <TextInput
        source="email"
        label={f('email')}
        validate={v.email}
        type="email"
        autoComplete="email"
        className="full"
      />
      <TextInput source="phone1" label={f('phone1')} validate={v.phone1} type="tel" autoComplete="tel" />
      <TextInput source="phone2" label={f('phone2')} validate={v.phone2} type="tel" />
      <SelectInput
        source="Id_type"
        label={f('Id_type')}
        validate={v.Id_type}
        choices={[
          { id: 1, name: translate('resources.fra.idTypes.1') },
          { id: 2, name: translate('resources.fra.idTypes.2') },
        ]}
        defaultValue={mode === 'edit' ? undefined : 1}
      />
      <TextInput
        source="personal_id"
        label={f('personal_id')}
        validate={v.personal_id}
        parse={upper}
        slotProps={{ htmlInput: { placeholder: translate('resources.fra.form.personalIdHint') } }}
      />
      <SelectInput
        source="wilaya"
        label={f('wilaya')}
        validate={v.wilaya}
        choices={wilayas}
        readOnly={fixedWilaya}
        className="full"
        data-testid="franchise-wilaya"
      />
      <TextInput
        source="adress1"
        label={f('adress1')}
        validate={v.adress1}
        autoComplete="address-line1"
        className="full"
      />
      <TextInput
        source="adress2"
        label={f('adress2')}
        validate={v.adress2}
        autoComplete="address-line2"
        className="full"
      />
      <TextInput source="zip" label={f('zip')} validate={v.zip} autoComplete="postal-code" />
      <SelectInput
        source="language"
        label={f('language')}
        validate={mode === 'edit' ? v.language : undefined}
        choices={[
          { id: 1, name: translate('adminUi.languages.1') },
          { id: 2, name: translate('adminUi.languages.2') },
          { id: 3, name: translate('adminUi.languages.3') },
        ]}
        // an account's language is the `language` header value of the interface language (1 fr, 2 en, 3 ar)
        defaultValue={mode === 'edit' ? undefined : Number(langHeaderValue(lang))}
      />
    </Box>
  );
}
