import { isolate } from '../../contract/constants';
import Download from '@mui/icons-material/DownloadOutlined';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, Card, CircularProgress, List, ListItem, TextField, Typography } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseQuickOrderText, QUICK_ORDER_MAX_LINES, type QuickOrderLineError } from '../../contract/quickOrder';
import { BasketFillReport } from '../basket/BasketFillReport';
import { useBasketFillAsking } from '../basket/useBasketFillAsking';
import { storefrontPage } from '../layout/storefrontPage';
import { OrderFileError, readOrderFile } from './readOrderFile';
import { downloadSampleCsv } from './sampleCsv';
import { PageTitle } from '../layout/PageTitle';

/**
 * /pharmacy/quick_order: the quick order pad (issue 14). Lines "reference quantity" are typed, pasted, scanned
 * (a scanner types the code then Enter: one line, quantity 1) or read from a CSV file; they are checked as
 * they are written with the rules the server applies (src/contract/quickOrder.ts), then put in the basket.
 * A CSV in UTF-8 or Windows-1252 or an .xlsx is read into the pad (readOrderFile). Lines that cannot be read do
 * not hold the others back: they are listed, left aside, and named by line number in the report (D72).
 */
export const Component = storefrontPage(QuickOrder, 960, 'shop.titles.quickOrder');

export function QuickOrder() {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`shop.quickOrder.${key}`, vars);
  const [text, setText] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const parsed = useMemo(() => parseQuickOrderText(text), [text]);
  const { lines, errors } = parsed;
  // what was sent, to name each line of the report by its number in the pad
  const [sent, setSent] = useState<{ unread: QuickOrderLineError[]; lineOf: (ref: string) => number[] }>();
  const order = useBasketFillAsking(
    (dp, l: typeof lines, mode) => dp.quickOrder(l, mode),
    (_dp, l, basket) =>
      l.some((line) => basket.products.some((held) => held.ref?.toLowerCase() === line.ref.toLowerCase())),
  );
  const excess = lines.length - QUICK_ORDER_MAX_LINES;
  const ready = lines.length > 0 && excess <= 0;

  const submit = () => {
    const { lineNumbers } = parsed;
    setSent({
      unread: errors,
      lineOf: (ref) => lines.flatMap((l, i) => (l.ref.toLowerCase() === ref.toLowerCase() ? [lineNumbers[i]!] : [])),
    });
    void order.fill(lines, { onSuccess: () => setText('') });
  };

  const readFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    try {
      setText(await readOrderFile(chosen));
    } catch (error) {
      notify(
        error instanceof OrderFileError && error.reason === 'xls'
          ? 'shop.quickOrder.fileXls'
          : 'shop.quickOrder.fileError',
        { type: 'error' },
      );
    } finally {
      if (file.current) file.current.value = '';
    }
  };

  return (
    <Box data-testid="quick-order-page">
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <TextField
          label={t('label')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('placeholder').replace(/\\n/g, '\n')}
          helperText={t('help', { max: QUICK_ORDER_MAX_LINES })}
          multiline
          minRows={8}
          maxRows={20}
          fullWidth
          autoFocus
          // "PF-0001 12" keeps its order in Arabic too: the pad is written left to right, like the references
          slotProps={{
            htmlInput: {
              'data-testid': 'quick-order-text',
              dir: 'ltr',
              spellCheck: false,
              autoCapitalize: 'off',
              autoComplete: 'off',
              sx: { fontFamily: 'ui-monospace, monospace' },
            },
          }}
        />
        <Box sx={{ mt: 2, display: 'grid', gap: 1 }} aria-live="polite">
          {lines.length > 0 && (
            <Typography variant="body2" color="text.secondary" data-testid="quick-order-count">
              {t('lines', { smart_count: lines.length })}
            </Typography>
          )}
          {excess > 0 && (
            <Alert severity="error">{t('tooMany', { max: QUICK_ORDER_MAX_LINES, smart_count: excess })}</Alert>
          )}
          {errors.length > 0 && (
            <Alert severity="warning" data-testid="quick-order-errors">
              {lines.length > 0 && t('skipped', { smart_count: errors.length })}
              <List dense disablePadding>
                {errors.slice(0, 10).map((e) => (
                  <ListItem key={e.line} disableGutters sx={{ py: 0 }}>
                    {t(e.reason === 'quantity' ? 'badQuantity' : 'badLine', {
                      line: e.line,
                      text: isolate(e.text),
                    })}
                  </ListItem>
                ))}
              </List>
              {errors.length > 10 && t('moreSkipped', { smart_count: errors.length - 10 })}
            </Alert>
          )}
        </Box>
        <Box sx={{ mt: 2.5, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            variant="contained"
            size="large"
            disabled={!ready || order.busy}
            onClick={submit}
            startIcon={order.busy ? <CircularProgress size={18} color="inherit" /> : undefined}
            data-testid="quick-order-submit"
          >
            {t('submit')}
          </Button>
          <Button component="label" startIcon={<UploadFile />} data-testid="quick-order-upload">
            {t('upload')}
            <input
              ref={file}
              type="file"
              accept=".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              hidden
              onChange={(e) => void readFile(e.target.files?.[0])}
              data-testid="quick-order-file"
            />
          </Button>
          <Button startIcon={<Download />} onClick={downloadSampleCsv} data-testid="quick-order-sample">
            {t('sample')}
          </Button>
          {text && (
            <Button color="inherit" onClick={() => setText('')} sx={{ ml: { sm: 'auto' } }}>
              {t('clear')}
            </Button>
          )}
        </Box>
      </Card>
      {order.dialog}
      <BasketFillReport result={order.data} onClose={order.reset} unread={sent?.unread} lineOf={sent?.lineOf} />
    </Box>
  );
}
