import { Box, Button, TextField } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { thisMonth } from './format';
import type { Period } from './types';
import { isPeriodDay } from './usePeriodParam';

/** Quiet time after the last keystroke before a typed day is applied (issue 27 §20: no request per keystroke). */
export const PERIOD_TYPING_DELAY_MS = 600;

/**
 * The two days of the figures' period, and a shortcut back to this month. What is typed stays a draft until it is
 * a whole day and the typing pauses, or the field is left: a date field changes at each digit of its year.
 */
export function PeriodPicker({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(value);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  // a period applied while the other day is being typed (the field left) keeps that day's typing
  const previous = useRef(value);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    setDraft((d) => ({ from: d.from === before.from ? value.from : d.from, to: d.to === before.to ? value.to : d.to }));
  }, [value]);

  const apply = useCallback((next: Period) => {
    const current = latest.current.value;
    if (!isPeriodDay(next.from) || !isPeriodDay(next.to)) return;
    if (next.from !== current.from || next.to !== current.to) latest.current.onChange(next);
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => apply(draft), PERIOD_TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, apply]);

  const day = (key: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={translate(`insight.${key}`)}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      // going on to the other day is not done yet: the pause after it applies both
      onBlur={(e) =>
        !(e.relatedTarget instanceof HTMLElement && e.relatedTarget.dataset.testid?.startsWith('period-')) &&
        apply(draft)
      }
      onKeyDown={(e) => e.key === 'Enter' && apply(draft)}
      fullWidth={false}
      sx={{ width: 165 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `period-${key}` } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      {day('from')}
      {day('to')}
      <Button
        size="small"
        onClick={() => {
          setDraft(thisMonth());
          onChange(thisMonth());
        }}
      >
        {translate('insight.thisMonth')}
      </Button>
    </Box>
  );
}
