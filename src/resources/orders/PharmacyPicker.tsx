import { Autocomplete, TextField } from '@mui/material';

export interface Pharmacy {
  id: number;
  name: string;
}

export interface PharmacyPickerProps {
  pharmacies: Pharmacy[];
  selected: Pharmacy | null;
  onChoose: (id: number | null) => void;
  label: string;
  placeholder: string;
  noOptionsText: string;
}

/** The pharmacy filter's field: typed to narrow the pharmacies, one chosen (MUI's Autocomplete, loaded lazily). */
export default function PharmacyPicker({
  pharmacies,
  selected,
  onChoose,
  label,
  placeholder,
  noOptionsText,
}: PharmacyPickerProps) {
  return (
    <Autocomplete
      size="small"
      options={pharmacies}
      value={selected}
      getOptionLabel={(p) => p.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, p) => onChoose(p ? p.id : null)}
      sx={{ width: { xs: '100%', sm: 220 } }}
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { ...params.inputProps, 'data-testid': 'orders-pharmacy-filter' },
          }}
        />
      )}
    />
  );
}
