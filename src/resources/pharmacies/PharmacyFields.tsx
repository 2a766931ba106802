import { Box, Typography } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { adminPharmacyForm } from '../../contract/forms';
import { formGridSx } from '../common/FormToolbar';
import { useWilayaChoices } from '../fra/FranchiseFields';
import { formValidators, parseRib, RIB_INPUT_MAX } from '../validators';
import { FranchiseeChoice } from './FranchiseeChoice';

/** The pharmacy inputs (001 §5): identity, address, franchisee of the wilaya, optional point of contact. */
export function PharmacyFields({ onAddFranchise }: { onAddFranchise: (wilayaId: number) => void }) {
  const translate = useTranslate();
  const v = formValidators(adminPharmacyForm);
  const wilayas = useWilayaChoices();
  const f = (key: string) => translate(`resources.pharmacies.fields.${key}`);
  const section = (key: string) => (
    <Typography variant="subtitle2" className="full" sx={{ fontWeight: 700, color: 'primary.main', mt: 1, mb: 1 }}>
      {translate(`resources.pharmacies.sections.${key}`)}
    </Typography>
  );
  return (
    <Box sx={formGridSx}>
      {section('pharmacy')}
      <TextInput source="pharm_name" label={f('name')} validate={v.pharm_name} className="full" />
      <TextInput source="pharm_email" label={f('email')} validate={v.pharm_email} type="email" className="full" />
      <TextInput source="pharm_phone1" label={f('phone1')} validate={v.pharm_phone1} type="tel" />
      <TextInput source="pharm_phone2" label={f('phone2')} validate={v.pharm_phone2} type="tel" />
      <TextInput
        source="rc"
        label={f('rc')}
        validate={v.rc}
        slotProps={{ htmlInput: { placeholder: translate('resources.pharmacies.form.rcHint') } }}
      />
      <TextInput
        source="nif"
        label={f('nif')}
        validate={v.nif}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 15 } }}
      />
      {/* a RIB pasted with its spaces loses them before the 20-digit check (D48), so the input takes the spaces too */}
      <TextInput
        source="rib"
        label={f('rib')}
        validate={v.rib}
        parse={parseRib}
        className="full"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: RIB_INPUT_MAX } }}
      />
      {section('address')}
      <SelectInput
        source="wilaya_id"
        label={f('wilaya')}
        validate={v.wilaya}
        choices={wilayas}
        data-testid="pharmacy-wilaya"
      />
      <TextInput
        source="zip"
        label={f('zip')}
        validate={v.zip}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
      />
      <TextInput source="adress1" label={f('address1')} validate={v.adress1} className="full" />
      <TextInput source="adress2" label={f('address2')} validate={v.adress2} className="full" />
      {section('franchise')}
      <Box className="full">
        <FranchiseeChoice onAddFranchise={onAddFranchise} />
      </Box>
      {section('poc')}
      <TextInput source="poc_first_name" label={f('poc_first_name')} validate={v.poc_first_name} />
      <TextInput source="poc_last_name" label={f('poc_last_name')} validate={v.poc_last_name} />
      <TextInput source="poc_email" label={f('poc_email')} validate={v.poc_email} type="email" />
      <TextInput source="poc_phone" label={f('poc_phone')} validate={v.poc_phone} type="tel" />
    </Box>
  );
}
