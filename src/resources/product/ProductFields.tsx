import { Box, InputAdornment, Link as MuiLink } from '@mui/material';
import { NumberInput, SelectInput, TextInput, useCreatePath, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { productEditForm, productForm } from '../../contract/forms';
import { normalGtin } from '../../contract/gs1';
import { PRICING_LIMITS } from '../../contract/pricing';
import { readDigits } from '../../contract/typedNumbers';
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
  const { data: categories = [] } = useGetList<CategoryChoice>('categories', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: en ? 'nameEN' : 'nameFR', order: 'ASC' },
  });
  const f = (key: string) => translate(`resources.product.fields.${key}`);
  const da = {
    input: { endAdornment: <InputAdornment position="end">DA</InputAdornment> },
    htmlInput: { min: 0, step: '0.01' },
  };
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
      <TextInput
        source="gtin"
        label={f('gtin')}
        helperText={f('gtinHelp')}
        validate={validGtin}
        parse={(typed: string) => readDigits(typed ?? '').trim()}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 14, 'data-testid': 'product-gtin' } }}
      />
      <BrandInput label={f('brand')} help={translate('resources.product.brandHelp')} />
      <StockField mode={mode} label={f('quantity')} />
      <NumberInput size="medium" source="cost" label={f('cost')} validate={v.cost} slotProps={da} />
      <NumberInput size="medium" source="price" label={f('price')} validate={v.price} slotProps={da} />
      <NumberInput
        size="medium"
        source="customer_price"
        label={f('customer_price')}
        validate={v.customer_price}
        slotProps={da}
      />
      <PriceWarnings />
      <TextInput
        source="descriptionFr"
        label={f('descriptionFr')}
        validate={v.descriptionFr}
        multiline
        minRows={3}
        className="full"
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <TextInput
        source="descriptionEn"
        label={f('descriptionEn')}
        validate={v.descriptionEn}
        multiline
        minRows={3}
        className="full"
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <ArabicContentFields
        nameSource="nameAr"
        descriptionSource="descriptionAr"
        labels={{
          section: translate('resources.product.sections.arabic'),
          name: f('nameAr'),
          description: f('descriptionAr'),
        }}
        validate={{ name: v.nameAr, description: v.descriptionAr }}
      />
    </Box>
  );
}

/**
 * The optional brand (the laboratory, issue 40): a laboratory's promotions target it. Typed freely, the brands already
 * given suggested so one laboratory keeps one spelling; sent empty, cleared.
 */
function BrandInput({ label, help }: { label: string; help: string }) {
  const { data: brands = [] } = useGetList<{ id: string; name: string }>('brands', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <>
      <TextInput
        source="brand"
        label={label}
        helperText={help}
        parse={(typed: string) => typed ?? ''}
        slotProps={{
          htmlInput: { maxLength: PRICING_LIMITS.brandMax, list: 'product-brands', 'data-testid': 'product-brand' },
        }}
      />
      <datalist id="product-brands">
        {brands.map((b) => (
          <option key={b.id} value={b.name} />
        ))}
      </datalist>
    </>
  );
}

/** The optional GTIN (issue 38 §4), the server's rule: an EAN-13 or GTIN-14 with its right check digit, or empty. */
const validGtin = (value: unknown) => (!value || normalGtin(String(value)) ? undefined : 'lots.gtin');

/**
 * The stock, read only (issue 37 §13): units come in through goods-in, with their lot and expiry, or a lot
 * adjustment with its reason; the server refuses units the form would add without a lot. A new product starts at 0.
 * The form still sends the value it shows (the contract's `quantity`), which changes nothing.
 */
function StockField({ mode, label }: { mode: 'add' | 'edit'; label: string }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const hint = (
    <span data-testid="stock-read-only-hint">
      {translate(`resources.product.stock.${mode}`)}{' '}
      <MuiLink
        component={Link}
        to={createPath({ resource: 'goodsIn', type: 'list' })}
        data-testid="stock-goods-in-link"
      >
        {translate('resources.product.stock.goodsIn')}
      </MuiLink>
    </span>
  );
  return (
    <NumberInput
      size="medium"
      source="quantity"
      label={label}
      readOnly
      {...(mode === 'add' ? { defaultValue: 0 } : {})}
      helperText={hint}
      className="full"
    />
  );
}
