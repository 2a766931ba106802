import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { statementPeriodProblem } from '../contract/accounts';
import { algiersDay } from '../contract/algiersTime';
import { SNACKBAR_MS } from '../contract/constants';
import { ApiError, type BlobResult, saveBlob } from '../http/client';
import { useLang } from '../i18n/useLang';

/** The first day of the Algiers month three months back: a quarter and the current month by default. */
const defaultFrom = () => {
  const [y, m] = algiersDay(new Date()).split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 4, 1));
  return d.toISOString().slice(0, 10);
};

/**
 * "Statement of account" (issue 30 §4, D100): a period picker, checked by the server's own rule before anything is
 * sent, then the PDF in the interface language. `load` asks the area's call: the pharmacy's own statement, or a
 * pharmacy's from the back office (issue 38 §5); `name`, the pharmacy's, goes in the dialog's title.
 */
export function StatementPeriodButton({
  load,
  name,
  size,
  nowrap,
}: {
  load: (from: string, to: string) => Promise<BlobResult>;
  name?: string;
  size?: 'small' | 'medium';
  /** on one line (a table's cell) */
  nowrap?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const lang = useLang();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(defaultFrom);
  const [to, setTo] = useState(() => algiersDay(new Date()));
  const [pending, setPending] = useState(false);
  const t = (key: string) => translate(`accounts.statement.${key}`);
  // the server's rule, said on the field before anything is sent (issue 38 §17: an end before the start did nothing)
  const problem = from && to ? statementPeriodProblem(from, to) : null;
  const problemOn = (field: 'from' | 'to') =>
    problem?.field === field ? { error: true, helperText: translate(problem.message, problem.vars) } : {};

  const download = async () => {
    setPending(true);
    try {
      const file = await load(from, to);
      saveBlob(file.blob, file.filename ?? `statement_${from}_${to}_${lang}.pdf`);
      setOpen(false);
    } catch (e) {
      // the server's refusal (a bad period) is already in the user's language
      notify(e instanceof ApiError && e.result.meta ? e.result.meta : t('failed'), {
        type: 'error',
        autoHideDuration: SNACKBAR_MS,
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        size={size}
        onClick={() => setOpen(true)}
        sx={nowrap ? { whiteSpace: 'nowrap' } : undefined}
        data-testid="statement-open"
      >
        {t('button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          {t('title')}
          {name && (
            <>
              {' — '}
              <bdi>{name}</bdi>
            </>
          )}
        </DialogTitle>
        <DialogContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
            {(
              [
                ['from', from, setFrom],
                ['to', to, setTo],
              ] as const
            ).map(([field, value, set]) => (
              <TextField
                key={field}
                type="date"
                label={t(field)}
                value={value}
                onChange={(e) => set(e.target.value)}
                {...problemOn(field)}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { dir: 'ltr', 'data-testid': `statement-${field}` },
                }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
          <Button
            variant="contained"
            onClick={download}
            disabled={pending || !from || !to || problem !== null}
            data-testid="statement-download"
          >
            {t('download')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
