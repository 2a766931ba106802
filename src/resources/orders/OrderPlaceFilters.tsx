import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { FieldFilter } from '../common/ListFilters';
import { useWilayaChoices } from '../fra/FranchiseFields';

/** Where the admin's orders come from: one wilaya (?wilaya) or one pharmacy (?pharmacy), chosen by name. */
export function OrderPlaceFilters() {
  const translate = useTranslate();
  const wilayas = useWilayaChoices();
  return (
    <>
      <FieldFilter
        source="wilaya"
        label={translate('resources.orders.filters.wilaya')}
        testId="orders-wilaya-filter"
        choices={[{ id: '', name: translate('resources.orders.filters.wilayaAll') }, ...wilayas.map((w) => ({ id: String(w.id), name: w.name }))]}
      />
      <PharmacyFilter />
    </>
  );
}

/** The pharmacy filter: typed to narrow the network's pharmacies (the list the server answers whole, D10). */
function PharmacyFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const { data = [] } = useGetList<{ id: number; name: string }>('pharmacies', { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'name', order: 'ASC' } });
  const selected = data.find((p) => String(p.id) === String(filterValues.pharmacy ?? '')) ?? null;
  const choose = (id: number | null) => {
    const { pharmacy: _previous, ...rest } = filterValues as Record<string, unknown>;
    setFilters(id === null ? rest : { ...rest, pharmacy: String(id) }, undefined, false);
  };
  return (
    <Autocomplete
      size="small"
      options={data}
      value={selected}
      getOptionLabel={(p) => p.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, p) => choose(p ? p.id : null)}
      sx={{ width: { xs: '100%', sm: 220 } }}
      noOptionsText={translate('resources.orders.filters.noPharmacy')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('resources.orders.filters.pharmacy')}
          placeholder={translate('resources.orders.filters.pharmacyAll')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { ...params.inputProps, 'data-testid': 'orders-pharmacy-filter' } }}
        />
      )}
    />
  );
}
