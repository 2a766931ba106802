import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { thisMonth } from './format';
import type { Period } from './types';

/** The two days of the figures' period, and a shortcut back to this month. */
export function PeriodPicker({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  const translate = useTranslate();
  const day = (key: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={translate(`insight.${key}`)}
      value={value[key]}
      onChange={(e) => e.target.value && onChange({ ...value, [key]: e.target.value })}
      fullWidth={false}
      sx={{ width: 165 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `period-${key}` } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      {day('from')}
      {day('to')}
      <Button size="small" onClick={() => onChange(thisMonth())}>
        {translate('insight.thisMonth')}
      </Button>
    </Box>
  );
}
