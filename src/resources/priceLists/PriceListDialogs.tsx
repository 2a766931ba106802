import { Box } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { PRICE_SCOPES, PRICING_LIMITS } from '../../contract/pricing';
import { checkPricingName, priceListForm } from '../../contract/pricingForms';
import { formDialogs } from '../common/formDialogs';
import { formGridSx } from '../common/FormToolbar';
import { formValidators } from '../validators';
import { ScopeInputs, ValidityInputs, validatorOf } from './ScopeInputs';

export { PriceListItemsDialog } from './PriceListItems';

const name = validatorOf(checkPricingName);

/** The price list's inputs: name, whom it covers, validity days. */
function PriceListFields() {
  const translate = useTranslate();
  const v = formValidators(priceListForm);
  const f = (key: string) => translate(`resources.priceLists.fields.${key}`);
  return (
    <Box sx={formGridSx}>
      <TextInput
        source="name"
        label={f('name')}
        validate={[v.name!, name]}
        className="full"
        slotProps={{ htmlInput: { maxLength: PRICING_LIMITS.nameMax } }}
      />
      <ScopeInputs scopes={PRICE_SCOPES} label={f('scope')} />
      <ValidityInputs labels={{ from: f('valid_from'), to: f('valid_to') }} />
    </Box>
  );
}

const dialogs = formDialogs('priceLists', 'price-list', PriceListFields);
export const PriceListCreateDialog = dialogs.CreateDialog;
export const PriceListEditDialog = dialogs.EditDialog;
