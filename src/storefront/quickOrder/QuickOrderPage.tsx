import Download from '@mui/icons-material/DownloadOutlined';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, Card, CircularProgress, List, ListItem, TextField, Typography } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseQuickOrderText, QUICK_ORDER_MAX_LINES } from '../../contract/quickOrder';
import { BasketFillReport } from '../basket/BasketFillReport';
import { useBasketFill } from '../basket/useBasketFill';
import { storefrontPage } from '../layout/storefrontPage';
import { downloadSampleCsv } from './sampleCsv';

/**
 * /pharmacy/quick_order: the quick order pad (issue 14). Lines "reference quantity" are typed, pasted, scanned
 * (a scanner types the code then Enter: one line, quantity 1) or read from a CSV file; they are checked as
 * they are written with the rules the server applies (src/contract/quickOrder.ts), then put in the basket.
 */
export const Component = storefrontPage(QuickOrder, 960, 'shop.titles.quickOrder');

function QuickOrder() {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`shop.quickOrder.${key}`, vars);
  const [text, setText] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const { lines, errors } = useMemo(() => parseQuickOrderText(text), [text]);
  const order = useBasketFill((dp, l: typeof lines) => dp.quickOrder(l));
  const excess = lines.length - QUICK_ORDER_MAX_LINES;
  const ready = lines.length > 0 && errors.length === 0 && excess <= 0;

  const readFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    try {
      setText(await chosen.text());
    } catch {
      notify('shop.quickOrder.fileError', { type: 'error' });
    } finally {
      if (file.current) file.current.value = '';
    }
  };

  return (
    <Box data-testid="quick-order-page">
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('subtitle')}
      </Typography>
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
          slotProps={{ htmlInput: { 'data-testid': 'quick-order-text', spellCheck: false, autoCapitalize: 'off', autoComplete: 'off', sx: { fontFamily: 'ui-monospace, monospace' } } }}
        />
        <Box sx={{ mt: 2, display: 'grid', gap: 1 }} aria-live="polite">
          {lines.length > 0 && (
            <Typography variant="body2" color="text.secondary" data-testid="quick-order-count">
              {t('lines', { smart_count: lines.length })}
            </Typography>
          )}
          {excess > 0 && <Alert severity="error">{t('tooMany', { max: QUICK_ORDER_MAX_LINES, smart_count: excess })}</Alert>}
          {errors.length > 0 && (
            <Alert severity="error" data-testid="quick-order-errors">
              <List dense disablePadding>
                {errors.slice(0, 10).map((e) => (
                  <ListItem key={e.line} disableGutters sx={{ py: 0 }}>
                    {t(e.reason === 'quantity' ? 'badQuantity' : 'badLine', { line: e.line, text: e.text })}
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
        </Box>
        <Box sx={{ mt: 2.5, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            variant="contained"
            size="large"
            disabled={!ready || order.isPending}
            onClick={() => order.mutate(lines, { onSuccess: () => setText('') })}
            startIcon={order.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            data-testid="quick-order-submit"
          >
            {t('submit')}
          </Button>
          <Button component="label" startIcon={<UploadFile />} data-testid="quick-order-upload">
            {t('upload')}
            <input ref={file} type="file" accept=".csv,text/csv,text/plain" hidden onChange={(e) => void readFile(e.target.files?.[0])} data-testid="quick-order-file" />
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
      <BasketFillReport result={order.data} onClose={order.reset} />
    </Box>
  );
}
