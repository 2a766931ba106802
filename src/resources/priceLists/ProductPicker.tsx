import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';

/** A product as the pricing screens know it: the picker's choice or a saved item's. */
export interface ItemProduct {
  id: number;
  ref: string;
  name: string;
  cost: number | null;
  price: number;
}

// stable: the Autocomplete resets what is typed whenever its label function changes while it is not focused
const labelOf = (p: ItemProduct) => `${p.ref} — ${p.name}`;
const sameProduct = (a: ItemProduct, b: ItemProduct) => a.id === b.id;

/** A product typed by reference or name (the server's catalogue search, 20 matches). */
export function ProductPicker({
  onChoose,
  placeholder,
  error,
  testId = 'item-product',
  label,
}: {
  /** null when the field is cleared */
  onChoose: (product: ItemProduct | null) => void;
  placeholder: string;
  error: boolean;
  testId?: string;
  label?: string;
}) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const { data = [], isFetching } = useGetList<ItemProduct>(
    'product',
    {
      filter: typed.trim() ? { q: typed.trim() } : {},
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: typed.trim().length > 0 },
  );
  return (
    <Autocomplete<ItemProduct>
      size="small"
      options={typed.trim() ? data : []}
      loading={isFetching}
      filterOptions={(x) => x}
      getOptionLabel={labelOf}
      isOptionEqualToValue={sameProduct}
      onInputChange={(_, value) => setTyped(value)}
      onChange={(_, p) => onChoose(p && { id: p.id, ref: p.ref, name: p.name, cost: p.cost ?? null, price: p.price })}
      noOptionsText={translate('resources.priceLists.pickerEmpty')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          error={error}
          helperText={error ? translate('pricingAdmin.validation.product') : undefined}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }}
        />
      )}
    />
  );
}
