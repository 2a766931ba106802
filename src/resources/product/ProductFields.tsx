import { Box, InputAdornment } from '@mui/material';
import { NumberInput, SelectInput, TextInput, useGetList, useTranslate } from 'react-admin';
import { productEditForm, productForm } from '../../contract/forms';
import { formGridSx } from '../common/FormToolbar';
import { formValidators } from '../validators';
import { PriceWarnings } from './PriceWarnings';
import { contentLang } from '../../i18n/lang';
import { useLang } from '../../i18n/useLang';
import { ArabicContentFields } from '../common/ArabicContentFields';

interface CategoryChoice {
  id: number;
  nameFR: string;
  nameEN: string;
}

/** The product inputs (001 §5): the add form requires both descriptions, the edit form only checks them. */
export function ProductFields({ mode }: { mode: 'add' | 'edit' }) {
  const translate = useTranslate();
  const en = contentLang(useLang()) === 'en';
  const v = formValidators(mode === 'add' ? productForm : productEditForm);
  const { data: categories = [] } = useGetList<CategoryChoice>('categories', { pagination: { page: 1, perPage: 500 }, sort: { field: en ? 'nameEN' : 'nameFR', order: 'ASC' } });
  const f = (key: string) => translate(`resources.product.fields.${key}`);
  const da = { input: { endAdornment: <InputAdornment position="end">DA</InputAdornment> }, htmlInput: { min: 0, step: '0.01' } };
  return (
    <Box sx={formGridSx}>
      <TextInput source="name" label={f('name')} validate={v.name} slotProps={{ htmlInput: { maxLength: 80 } }} />
      <TextInput source="ref" label={f('ref')} validate={v.ref} />
      <SelectInput
        source="category_fk"
        label={f('category')}
        validate={v.category_fk}
        choices={categories.map((c) => ({ id: c.id, name: en ? c.nameEN : c.nameFR }))}
        className="full"
      />
      <NumberInput size="medium" source="quantity" label={f('quantity')} validate={v.quantity} min={0} step={1} />
      <NumberInput size="medium" source="cost" label={f('cost')} validate={v.cost} slotProps={da} />
      <NumberInput size="medium" source="price" label={f('price')} validate={v.price} slotProps={da} />
      <NumberInput size="medium" source="customer_price" label={f('customer_price')} validate={v.customer_price} slotProps={da} />
      <PriceWarnings />
      <TextInput source="descriptionFr" label={f('descriptionFr')} validate={v.descriptionFr} multiline minRows={3} className="full" slotProps={{ htmlInput: { maxLength: 500 } }} />
      <TextInput source="descriptionEn" label={f('descriptionEn')} validate={v.descriptionEn} multiline minRows={3} className="full" slotProps={{ htmlInput: { maxLength: 500 } }} />
      <ArabicContentFields
        nameSource="nameAr"
        descriptionSource="descriptionAr"
        labels={{ section: translate('resources.product.sections.arabic'), name: f('nameAr'), description: f('descriptionAr') }}
        validate={{ name: v.nameAr, description: v.descriptionAr }}
      />
    </Box>
  );
}
