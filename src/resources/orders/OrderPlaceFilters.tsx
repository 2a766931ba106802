import { TextField } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { FieldFilter } from '../common/ListFilters';
import { useWilayaChoices } from '../fra/FranchiseFields';
import type { Pharmacy } from './PharmacyPicker';

// MUI's Autocomplete is loaded once the list is drawn (issue 11); meanwhile the same field, read-only
const PharmacyPicker = lazy(() => import('./PharmacyPicker'));

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
        choices={[
          { id: '', name: translate('resources.orders.filters.wilayaAll') },
          ...wilayas.map((w) => ({ id: String(w.id), name: w.name })),
        ]}
      />
      <PharmacyFilter />
    </>
  );
}

/** The pharmacy filter: typed to narrow the network's pharmacies (the list the server answers whole, D10). */
function PharmacyFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const { data = [] } = useGetList<Pharmacy>('pharmacies', {
    pagination: { page: 1, perPage: 10_000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const selected = data.find((p) => String(p.id) === String(filterValues.pharmacy ?? '')) ?? null;
  const choose = (id: number | null) => {
    const { pharmacy: _previous, ...rest } = filterValues as Record<string, unknown>;
    setFilters(id === null ? rest : { ...rest, pharmacy: String(id) }, undefined, false);
  };
  const label = translate('resources.orders.filters.pharmacy');
  const placeholder = translate('resources.orders.filters.pharmacyAll');
  const loading = (
    <TextField
      size="small"
      label={label}
      placeholder={placeholder}
      value={selected?.name ?? ''}
      sx={{ width: { xs: '100%', sm: 220 } }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: true } }}
    />
  );
  return (
    <Suspense fallback={loading}>
      <PharmacyPicker
        pharmacies={data}
        selected={selected}
        onChoose={choose}
        label={label}
        placeholder={placeholder}
        noOptionsText={translate('resources.orders.filters.noPharmacy')}
      />
    </Suspense>
  );
}
