import { Box } from '@mui/material';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PRICING_LIMITS, PROMOTION_KINDS, PROMOTION_SCOPES } from '../../contract/pricing';
import {
  checkCap,
  checkMinQuantity,
  checkPercent,
  checkPricingName,
  checkPromotionTarget,
  checkUnits,
  promotionForm,
} from '../../contract/pricingForms';
import { contentLang } from '../../i18n/lang';
import { useLang } from '../../i18n/useLang';
import { formDialogs } from '../common/formDialogs';
import { formGridSx } from '../common/FormToolbar';
import { ScopeInputs, ValidityInputs, validatorOf } from '../priceLists/ScopeInputs';
import { formValidators } from '../validators';

const name = validatorOf(checkPricingName);
const units = validatorOf(checkUnits);
const percent = validatorOf(checkPercent);
const cap = validatorOf(checkCap);
const minQuantity = validatorOf(checkMinQuantity);
const target = validatorOf((_, all) => checkPromotionTarget(all));

/**
 * The promotion's inputs (issue 40 §2): its kind switches the fields, "buy N, get M free" with an optional cap on
 * the units given, or a percentage off from an optional quantity; what it is on (products, a brand, a category for
 * a percentage), whom it covers (everyone by default), its validity, and whether it adds to another promotion.
 */
function PromotionFields() {
  const translate = useTranslate();
  const en = contentLang(useLang()) === 'en';
  const kind = useWatch({ name: 'kind' }) as string | undefined;
  const v = formValidators(promotionForm);
  const f = (key: string) => translate(`resources.promotions.fields.${key}`);
  return (
    <Box sx={formGridSx}>
      <TextInput
        source="name"
        label={f('name')}
        validate={[v.name!, name]}
        className="full"
        slotProps={{ htmlInput: { maxLength: PRICING_LIMITS.nameMax } }}
      />
      <RadioButtonGroupInput
        source="kind"
        label={f('kind')}
        choices={PROMOTION_KINDS.map((id) => ({ id, name: translate(`resources.promotions.kinds.${id}`) }))}
        validate={v.kind}
        defaultValue="free_units"
        className="full"
      />
      {kind === 'free_units' ? (
        <>
          <NumberInput source="buy_quantity" label={f('buy_quantity')} validate={units} min={1} step={1} />
          <NumberInput source="free_quantity" label={f('free_quantity')} validate={units} min={1} step={1} />
          <NumberInput
            source="max_free_units"
            label={f('max_free_units')}
            validate={cap}
            helperText={translate('resources.promotions.capHint')}
            min={1}
            step={1}
            className="full"
          />
        </>
      ) : (
        <>
          <NumberInput source="percent" label={f('percent')} validate={percent} min={0} max={100} step={0.5} />
          <NumberInput source="min_quantity" label={f('min_quantity')} validate={minQuantity} min={1} step={1} />
        </>
      )}
      <ReferenceArrayInput source="product_ids" reference="product" perPage={20} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput
          label={f('product_ids')}
          optionText={(p: { ref: string; name: string }) => `${p.ref} — ${p.name}`}
          validate={target}
          helperText={translate('resources.promotions.targetHint')}
          noOptionsText={translate('resources.priceLists.pickerEmpty')}
          className="full"
          data-testid="promotion-products"
        />
      </ReferenceArrayInput>
      <ReferenceInput source="brand" reference="brands" perPage={500} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput label={f('brand')} optionText="name" data-testid="promotion-brand" />
      </ReferenceInput>
      {kind === 'percent' && (
        <ReferenceInput source="category_id" reference="categories" perPage={500}>
          <SelectInput label={f('category_id')} optionText={en ? 'nameEN' : 'nameFR'} />
        </ReferenceInput>
      )}
      <ScopeInputs scopes={PROMOTION_SCOPES} label={f('scope')} defaultScope="all" />
      <ValidityInputs labels={{ from: f('valid_from'), to: f('valid_to') }} />
      <BooleanInput
        source="combinable"
        label={f('combinable')}
        defaultValue={false}
        helperText={translate('resources.promotions.combinableHint')}
        className="full"
      />
    </Box>
  );
}

const dialogs = formDialogs('promotions', 'promotion', PromotionFields);
export const PromotionCreateDialog = dialogs.CreateDialog;
export const PromotionEditDialog = dialogs.EditDialog;
