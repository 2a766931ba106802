import Delete from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Card,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, useCreate, useDelete, useGetList, useNotify, useTranslate } from 'react-admin';
import { formatAlgiersDate } from '../../contract/algiersTime';
import { SNACKBAR_MS } from '../../contract/constants';
import { HOLIDAY_NAME_LENGTH } from '../../contract/fulfilment';
import { BusyButton } from '../../components/BusyButton';
import { PageHeader } from '../../components/PageHeader';
import { ApiError } from '../../http/client';

interface Holiday {
  id: string;
  day: string;
  name: string;
  fixed: boolean;
}

/**
 * /admin/holidays (issue 28, D56): the public holidays of a year. The fixed-date ones are built in; the admin adds
 * the lunar ones each year (or removes one set by mistake). The preparation due times skip them all.
 */
export function HolidaysPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(String(thisYear));
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { data = [], refetch } = useGetList<Holiday>('holidays', {
    filter: { year },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'day', order: 'ASC' },
  });
  const [create, { isPending }] = useCreate();
  const [remove, { isPending: removing }] = useDelete();
  // removing a holiday moves every due time around it: asked first (issue 38 §7)
  const [toRemove, setToRemove] = useState<Holiday | null>(null);
  const failed = (e: unknown) =>
    setError(e instanceof ApiError && e.result.meta ? e.result.meta : translate('shipping.failed'));
  const add = () => {
    setError(null);
    create(
      'holidays',
      { data: { day, name: name.trim() } },
      {
        onSuccess: () => {
          notify('holiday.saved', { type: 'success', autoHideDuration: SNACKBAR_MS });
          setDay('');
          setName('');
          void refetch();
        },
        onError: failed,
      },
    );
  };
  const t = (key: string, vars?: Record<string, unknown>) => translate(`resources.holidays.${key}`, vars);
  const confirmRemove = (h: Holiday) =>
    remove(
      'holidays',
      { id: h.id, previousData: h },
      {
        onSuccess: () => {
          setToRemove(null);
          void refetch();
        },
        onError: (e) => {
          setToRemove(null);
          failed(e);
        },
      },
    );
  return (
    <Box data-testid="admin-holidays">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            select
            size="small"
            label={t('year')}
            value={year}
            onChange={(e) => setYear(e.target.value)}
            fullWidth={false}
            sx={{ width: { sm: 120 }, flexShrink: 0 }}
          >
            {[thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map((y) => (
              <MenuItem key={y} value={String(y)}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="date"
            label={t('day')}
            value={day}
            onChange={(e) => setDay(e.target.value)}
            fullWidth={false}
            sx={{ width: { sm: 190 }, flexShrink: 0 }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'holiday-day' } }}
          />
          <TextField
            size="small"
            label={t('holidayName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: HOLIDAY_NAME_LENGTH.max, 'data-testid': 'holiday-name' } }}
            fullWidth={false}
            sx={{ flex: 1, minWidth: 200 }}
          />
          <BusyButton
            variant="contained"
            busy={isPending}
            disabled={!day || name.trim().length < HOLIDAY_NAME_LENGTH.min}
            onClick={add}
            data-testid="holiday-add"
          >
            {t('add')}
          </BusyButton>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <List dense data-testid="holiday-list">
          {data.length === 0 && <ListItem>{t('empty')}</ListItem>}
          {data.map((h) => (
            <ListItem
              key={h.id}
              divider
              secondaryAction={
                h.fixed ? undefined : (
                  <Tooltip title={t('remove')}>
                    <IconButton edge="end" aria-label={t('remove')} onClick={() => setToRemove(h)}>
                      <Delete />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemText primary={h.name} secondary={formatAlgiersDate(`${h.day}T12:00:00Z`)} />
              <Chip size="small" variant="outlined" label={h.fixed ? t('fixed') : t('lunar')} sx={{ mx: 2 }} />
            </ListItem>
          ))}
        </List>
      </Card>
      <Confirm
        isOpen={toRemove !== null}
        loading={removing}
        title={t('removeTitle', { name: toRemove?.name ?? '' })}
        content={t('removeText', { day: toRemove ? formatAlgiersDate(`${toRemove.day}T12:00:00Z`) : '' })}
        confirm={t('remove')}
        onConfirm={() => toRemove && confirmRemove(toRemove)}
        onClose={() => setToRemove(null)}
      />
    </Box>
  );
}
