import { Alert, Box, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatAlgiersDate } from '../../contract/algiersTime';
import { SNACKBAR_MS } from '../../contract/constants';
import { BusyButton } from '../../components/BusyButton';
import { OwnDirText } from '../../components/LtrText';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import type { PharmacyRecall } from '../../dataProvider/pharmacyRecalls';
import { ApiError } from '../../http/client';
import { PageTitle } from '../layout/PageTitle';
import { storefrontPage } from '../layout/storefrontPage';
import { RECALLS_QUERY_KEY, useRecalls } from './useRecalls';
import { parseTypedCount } from '../../contract/typedNumbers';

/** /pharmacy/recalls (issue 29 §5): the pharmacy's recalls; each unanswered one asks the units on hand now. */
export const Component = storefrontPage(RecallsPage, 900, 'topbar.recalls');

const day = (iso: string | null) => (iso ? <bdi dir="ltr">{formatAlgiersDate(iso)}</bdi> : '—');

export function RecallsPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`recallScreens.${key}`);
  const recalls = useRecalls();
  // unanswered first, then newest
  const rows = [...recalls].sort(
    (a, b) =>
      Number(Boolean(a.acknowledged_at)) - Number(Boolean(b.acknowledged_at)) ||
      b.started_at.localeCompare(a.started_at),
  );
  return (
    <Box data-testid="recalls-page">
      <PageTitle title={t('pageTitle')} subtitle={t('pageSubtitle')} />
      {rows.length === 0 && <Typography color="text.secondary">{t('noRecalls')}</Typography>}
      <Stack spacing={2}>
        {rows.map((r) => (
          <RecallCard key={r.recall_id} recall={r} />
        ))}
      </Stack>
    </Box>
  );
}

function RecallCard({ recall: r }: { recall: PharmacyRecall }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`recallScreens.${key}`);
  const item = (label: string, value: React.ReactNode) => (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{value}</Typography>
    </Box>
  );
  return (
    <Card
      data-testid={`recall-${r.recall_id}`}
      sx={{
        borderInlineStartWidth: 4,
        borderInlineStartStyle: 'solid',
        borderInlineStartColor: r.acknowledged_at ? 'success.main' : 'error.main',
      }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }}>
            <bdi>{r.product_name}</bdi>
          </Typography>
          {r.acknowledged_at ? (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              label={
                <>
                  {t('answeredOn')} {day(r.acknowledged_at)}
                </>
              }
            />
          ) : (
            <Chip size="small" color="error" label={t('notAnswered')} />
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, mb: 2 }}>
          {item(t('lot'), <bdi dir="ltr">{r.lot}</bdi>)}
          {item(t('expiry'), day(r.expiry))}
          {item(t('started'), day(r.started_at))}
          {item(t('received'), <bdi dir="ltr">{r.quantity_received}</bdi>)}
        </Box>
        {item(t('reason'), <OwnDirText>{r.reason}</OwnDirText>)}
        <Box sx={{ mt: 2 }}>
          {r.acknowledged_at ? (
            <Box data-testid="recall-answered">
              {item(t('declared'), <bdi dir="ltr">{r.quantity_on_hand ?? 0}</bdi>)}
            </Box>
          ) : (
            <AnswerForm recall={r} />
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/** A whole number ≥ 0, as typed (no coercion of "1.5", "-1" or "2e1"). */
const onHandOf = (typed: string) => parseTypedCount(typed);

function AnswerForm({ recall }: { recall: PharmacyRecall }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`recallScreens.${key}`);
  const notify = useNotify();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const value = onHandOf(typed);
  const invalid = touched && value === null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (value === null) return;
    setBusy(true);
    setError(null);
    try {
      await dataProvider.acknowledgeRecall(recall.recall_id, value);
      notify(t('sent'), { type: 'success', autoHideDuration: SNACKBAR_MS });
      await queryClient.invalidateQueries({ queryKey: RECALLS_QUERY_KEY });
    } catch (err) {
      setError(err instanceof ApiError && err.result.meta ? err.result.meta : translate('ra.notification.http_error'));
      // answered elsewhere meanwhile (4095): show the answer
      void queryClient.invalidateQueries({ queryKey: RECALLS_QUERY_KEY });
    } finally {
      setBusy(false);
    }
  };
  const id = `recall-on-hand-${recall.recall_id}`;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        id={id}
        size="small"
        label={t('onHand')}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onBlur={() => setTouched(true)}
        error={invalid}
        helperText={invalid ? t('onHandError') : t('onHandHelp')}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', 'data-testid': 'recall-on-hand' } }}
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
      <BusyButton type="submit" variant="contained" busy={busy} data-testid="recall-confirm">
        {t('send')}
      </BusyButton>
      {error && (
        <Alert severity="error" sx={{ width: '100%' }} data-testid="recall-answer-error">
          {error}
        </Alert>
      )}
    </Box>
  );
}
