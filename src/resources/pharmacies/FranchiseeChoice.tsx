import PersonAdd from '@mui/icons-material/PersonAddAlt1Outlined';
import { Alert, Box, Button } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, useGetList, useTranslate } from 'react-admin';
import { adminPharmacyForm } from '../../contract/forms';
import { fieldValidator } from '../validators';

interface WilayaFranchisee {
  id: number;
  fullName: string;
  email: string;
}

/**
 * The pharmacy's franchisee, chosen among those of the selected wilaya (001 §5, D11: one per wilaya), the
 * first one selected by itself. A wilaya without franchisee shows a message and a button to add one.
 */
export function FranchiseeChoice({ onAddFranchise }: { onAddFranchise: (wilayaId: number) => void }) {
  const translate = useTranslate();
  const wilaya = useWatch({ name: 'wilaya_id' }) as number | string | undefined;
  const { setValue, getValues } = useFormContext();
  const { data, isPending } = useGetList<WilayaFranchisee>(
    'wilayaFranchisees',
    { filter: { wilaya }, pagination: { page: 1, perPage: 100 } },
    { enabled: Boolean(wilaya) },
  );
  const choices = useMemo(() => data ?? [], [data]);

  useEffect(() => {
    if (!wilaya || isPending) return;
    const current = getValues('franchise_fk');
    if (!choices.some((c) => String(c.id) === String(current)))
      setValue('franchise_fk', choices[0]?.id ?? null, { shouldDirty: true, shouldValidate: Boolean(choices[0]) });
  }, [wilaya, isPending, choices, getValues, setValue]);

  if (!wilaya)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('resources.pharmacies.form.chooseWilayaFirst')}
      </Alert>
    );
  if (!isPending && choices.length === 0)
    return (
      <Alert
        severity="warning"
        sx={{ mb: 2, alignItems: 'center' }}
        data-testid="no-franchisee"
        action={
          <Button
            color="inherit"
            size="small"
            startIcon={<PersonAdd />}
            onClick={() => onAddFranchise(Number(wilaya))}
            data-testid="add-franchise-sub"
          >
            {translate('resources.pharmacies.form.addFranchise')}
          </Button>
        }
      >
        {translate('resources.pharmacies.form.noFranchisee')}
      </Alert>
    );
  return (
    <Box>
      <SelectInput
        source="franchise_fk"
        label={translate('resources.pharmacies.fields.franchise')}
        validate={fieldValidator(adminPharmacyForm, 'franchise_fk')}
        choices={choices.map((c) => ({ id: c.id, name: `${c.fullName} — ${c.email}` }))}
        isPending={isPending}
        data-testid="franchise-choice"
      />
    </Box>
  );
}
