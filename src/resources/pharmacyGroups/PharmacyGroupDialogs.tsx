import { Box } from '@mui/material';
import { AutocompleteArrayInput, ReferenceArrayInput, TextInput, useTranslate } from 'react-admin';
import { PRICING_LIMITS } from '../../contract/pricing';
import { checkPricingName, pharmacyGroupForm } from '../../contract/pricingForms';
import { formDialogs } from '../common/formDialogs';
import { formGridSx } from '../common/FormToolbar';
import { validatorOf } from '../priceLists/ScopeInputs';
import { formValidators } from '../validators';

const name = validatorOf(checkPricingName);

/** A group's name and members, typed by name (the admin's pharmacies). */
function PharmacyGroupFields() {
  const translate = useTranslate();
  const v = formValidators(pharmacyGroupForm);
  const f = (key: string) => translate(`resources.pharmacyGroups.fields.${key}`);
  return (
    <Box sx={formGridSx}>
      <TextInput
        source="name"
        label={f('name')}
        validate={[v.name!, name]}
        className="full"
        slotProps={{ htmlInput: { maxLength: PRICING_LIMITS.nameMax } }}
      />
      <ReferenceArrayInput
        source="pharmacy_ids"
        reference="pharmacies"
        perPage={50}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteArrayInput
          label={f('pharmacy_ids')}
          optionText="name"
          helperText={translate('resources.pharmacyGroups.membersHint')}
          noOptionsText={translate('resources.priceLists.pickerEmpty')}
          className="full"
          data-testid="group-members"
        />
      </ReferenceArrayInput>
    </Box>
  );
}

const dialogs = formDialogs('pharmacyGroups', 'pharmacy-group', PharmacyGroupFields);
export const PharmacyGroupCreateDialog = dialogs.CreateDialog;
export const PharmacyGroupEditDialog = dialogs.EditDialog;
