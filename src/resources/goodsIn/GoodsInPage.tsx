import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useCreate, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import { parseGs1 } from '../../contract/gs1';
import { BusyButton } from '../../components/BusyButton';
import { PageHeader } from '../../components/PageHeader';
import { ApiError } from '../../http/client';
import { StartRecallDialog } from '../recalls/StartRecallDialog';

interface Found {
  id: number | string;
  ref: string;
  name: string;
}

interface LotRow {
  id: number;
  lot: string;
  expiry: string | null;
  on_hand: number;
  shippable: boolean;
  blocked: boolean;
}

const dayMonthYear = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * /admin/goodsIn (issue 29): goods-in with a scanner. A scanned GS1 string fills the product (by its GTIN), the lot
 * and the expiry; the quantity is typed; Receive posts it. The product's lots are listed below, FEFO order.
 */
export function GoodsInPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const t = (key: string) => translate(`resources.goodsIn.${key}`);
  const [scan, setScan] = useState('');
  const [product, setProduct] = useState<Found | null>(null);
  const [lot, setLot] = useState('');
  const [expiry, setExpiry] = useState('');
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [recalling, setRecalling] = useState<string | null>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const [create, { isPending }] = useCreate();
  const { data: lots = [], refetch } = useGetList<LotRow>(
    'lots',
    { filter: { productId: Number(product?.id ?? 0) }, pagination: { page: 1, perPage: 100 } },
    { enabled: Boolean(product) },
  );
  const failed = (e: unknown) => setError(e instanceof ApiError && e.result.meta ? e.result.meta : t('failed'));

  const read = async (raw: string) => {
    setError(null);
    const parsed = parseGs1(raw);
    if (!parsed.ok) return setError(translate(`lots.gs1.${parsed.error}`));
    const { gtin, lot: scannedLot, expiry: scannedExpiry } = parsed.data;
    if (scannedLot) setLot(scannedLot);
    if (scannedExpiry) setExpiry(scannedExpiry);
    if (gtin) {
      try {
        const { data } = await dataProvider.getOne<Found>('productByGtin', { id: gtin });
        setProduct(data);
      } catch (e) {
        setProduct(null);
        return failed(e);
      }
    }
    setScan('');
    quantityRef.current?.focus();
  };
  const onScanKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void read(scan);
  };
  const receive = () => {
    setError(null);
    create(
      'lots',
      { data: { productId: Number(product!.id), lot, expiry, quantity: Number(quantity) } },
      {
        onSuccess: () => {
          notify(translate('lots.received', { smart_count: Number(quantity), lot }), {
            type: 'success',
            autoHideDuration: SNACKBAR_MS,
          });
          setQuantity('');
          void refetch();
        },
        onError: failed,
      },
    );
  };

  return (
    <Box data-testid="admin-goods-in">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card sx={{ p: 2, mb: 2 }}>
        <TextField
          autoFocus
          size="small"
          label={t('scan')}
          helperText={t('scanHelp')}
          value={scan}
          onChange={(e) => setScan(e.target.value)}
          onKeyDown={onScanKey}
          slotProps={{
            htmlInput: { 'data-testid': 'goods-in-scan', dir: 'ltr', autoComplete: 'off', spellCheck: false },
          }}
          sx={{ mb: 2 }}
        />
        <Typography variant="subtitle2" color="text.secondary">
          {t('product')}
        </Typography>
        <Typography sx={{ mb: 2, fontWeight: 600 }} data-testid="goods-in-product">
          {product ? (
            <>
              <bdi dir="ltr">{product.ref}</bdi> — {product.name}
            </>
          ) : (
            t('noProduct')
          )}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            size="small"
            label={t('lot')}
            value={lot}
            onChange={(e) => setLot(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'goods-in-lot', dir: 'ltr', maxLength: 20 } }}
          />
          <TextField
            size="small"
            type="date"
            label={t('expiry')}
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'goods-in-expiry' } }}
          />
          <TextField
            size="small"
            type="number"
            label={t('quantity')}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            inputRef={quantityRef}
            slotProps={{ htmlInput: { 'data-testid': 'goods-in-quantity', min: 1, step: 1 } }}
          />
          <BusyButton
            variant="contained"
            busy={isPending}
            disabled={!product || !lot || !expiry || !(Number(quantity) > 0)}
            onClick={receive}
            data-testid="goods-in-receive"
          >
            {t('receive')}
          </BusyButton>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="goods-in-error">
            {error}
          </Alert>
        )}
      </Card>
      {product && (
        <Card sx={{ p: 2 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('lots')}
          </Typography>
          <List dense data-testid="goods-in-lots">
            {lots.length === 0 && <ListItem>{t('empty')}</ListItem>}
            {lots.map((l) => (
              <ListItem key={l.id} divider data-testid={`lot-${l.lot || 'opening'}`}>
                <ListItemText
                  primary={l.lot ? <bdi dir="ltr">{l.lot}</bdi> : t('opening')}
                  secondary={l.expiry ? <bdi dir="ltr">{dayMonthYear(l.expiry)}</bdi> : '—'}
                />
                <Typography sx={{ mx: 2 }}>
                  {t('onHand')}: <bdi dir="ltr">{l.on_hand}</bdi>
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={l.shippable ? 'success' : 'default'}
                  label={l.blocked ? t('blocked') : l.shippable ? t('shippable') : t('notShippable')}
                />
                {l.lot && !l.blocked && (
                  <Button
                    size="small"
                    color="warning"
                    sx={{ mx: 1 }}
                    onClick={() => setRecalling(l.lot)}
                    data-testid={`goods-in-recall-${l.lot}`}
                  >
                    {translate('recallScreens.recallLot')}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        </Card>
      )}
      {product && recalling && (
        <StartRecallDialog open product={product} lot={recalling} onClose={() => setRecalling(null)} />
      )}
    </Box>
  );
}
