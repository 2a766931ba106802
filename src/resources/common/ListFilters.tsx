import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useListContext } from 'react-admin';

/**
 * The filters a list was last asked for, by its setFilters, with the filterValues they were built on. react-admin
 * applies them a tick later: a second filter changed before the list re-renders must build on the first, not on
 * the stale filterValues (typing a second date used to drop the first).
 */
const pendingFilters = new WeakMap<object, { builtOn: object; filters: Record<string, unknown> }>();

/** Sets or clears one filter of the list, back to page 1. */
function useFilter(source: string) {
  const { filterValues, setFilters } = useListContext();
  const value = filterValues[source] as unknown;
  const set = (next: unknown) => {
    const pending = pendingFilters.get(setFilters);
    const latest = pending && pending.builtOn === filterValues ? pending.filters : filterValues;
    const { [source]: _, ...rest } = latest;
    const filters = next === undefined || next === '' || next === false ? rest : { ...rest, [source]: next };
    pendingFilters.set(setFilters, { builtOn: filterValues, filters });
    setFilters(filters, undefined, false);
  };
  return [value, set] as const;
}

/** An on/off filter (`source: value` when on). */
export function ToggleFilter({
  source,
  value = true,
  label,
  testId,
}: {
  source: string;
  value?: unknown;
  label: string;
  testId: string;
}) {
  const [current, set] = useFilter(source);
  return (
    <FormControlLabel
      control={
        <Switch
          checked={current !== undefined}
          onChange={(e) => set(e.target.checked ? value : undefined)}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
      label={label}
    />
  );
}

/** A text, date or choice filter. */
export function FieldFilter({
  source,
  label,
  type = 'text',
  choices,
  testId,
  placeholder,
}: {
  source: string;
  label: string;
  type?: 'text' | 'date';
  choices?: { id: string; name: string }[];
  testId: string;
  /** what applies while the filter is empty (the expiry watch's default window) */
  placeholder?: string;
}) {
  const [current, set] = useFilter(source);
  return (
    <TextField
      size="small"
      type={type}
      select={Boolean(choices)}
      label={label}
      value={typeof current === 'string' ? current : ''}
      onChange={(e) => set(e.target.value)}
      fullWidth={false}
      // on a phone a filter takes the row (dates: half of it each), like the search box
      sx={{ width: type === 'date' ? { xs: 'calc(50% - 8px)', sm: 160 } : { xs: '100%', sm: 190 } }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': testId, placeholder },
        select: { displayEmpty: true },
      }}
    >
      {choices?.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
