import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useCreate, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import { GROUP_SEPARATOR, LOT_MAX, lotNumberOf, parseGs1 } from '../../contract/gs1';
import { readDigits } from '../../contract/typedNumbers';
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

/** What a scanner types starts with a digit, a symbology identifier, a parenthesised AI or a FNC1; a name does not. */
const isScanned = (text: string) => text.startsWith(GROUP_SEPARATOR) || /^[\d(\]]/.test(text);
const SEARCH_MIN = 2;
const SEARCH_WAIT_MS = 250;

/** A product's name or reference being typed (not a scan), once the typing pauses. */
function useSearched(scan: string): string {
  const [q, setQ] = useState('');
  useEffect(() => {
    const typed = scan.trim();
    const next = typed.length >= SEARCH_MIN && !isScanned(typed) ? typed : '';
    const timer = setTimeout(() => setQ(next), next ? SEARCH_WAIT_MS : 0);
    return () => clearTimeout(timer);
  }, [scan]);
  return q;
}

/**
 * /admin/goodsIn (issue 29): goods-in with a scanner. A scanned GS1 string fills the product (by its GTIN), the lot
 * and the expiry; the quantity is typed; Receive posts it. The product's lots are listed below, FEFO order.
 * Typing a name or a reference instead lists the matching products to choose from (issue 38 §4), and a lot whose
 * expiry is under the minimum shelf life (the server's `sellable_from`) is said not sellable before it is received.
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
  const q = useSearched(scan);
  const { data: matches, isFetching: searching } = useGetList<Found>(
    'product',
    { filter: { q }, pagination: { page: 1, perPage: 8 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: q !== '' },
  );
  const {
    data: lots = [],
    meta,
    refetch,
  } = useGetList<LotRow>(
    'lots',
    { filter: { productId: Number(product?.id ?? 0) }, pagination: { page: 1, perPage: 100 } },
    { enabled: Boolean(product) },
  );
  const sellableFrom = typeof meta?.sellableFrom === 'string' ? meta.sellableFrom : null;
  const lotRefused = lot !== '' && lotNumberOf(lot) === null;
  const short = Boolean(product && expiry && sellableFrom && expiry < sellableFrom);
  const choose = (found: Found) => {
    setError(null);
    setProduct(found);
    setScan('');
    quantityRef.current?.focus();
  };
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
    if (!isScanned(scan.trim())) {
      if (q === scan.trim() && matches?.length === 1) choose(matches[0]!);
      return;
    }
    void read(scan);
  };
  const receive = () => {
    setError(null);
    create(
      'lots',
      { data: { productId: Number(product!.id), lot, expiry, quantity: Number(quantity) } },
      {
        onSuccess: () => {
          const said = short
            ? translate('resources.goodsIn.short', { date: dayMonthYear(sellableFrom!) })
            : translate('lots.received', { smart_count: Number(quantity), lot });
          notify(said, { type: short ? 'warning' : 'success', autoHideDuration: SNACKBAR_MS });
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
          sx={{ mb: q ? 1 : 2 }}
        />
        {q && matches && !searching && (
          <Box sx={{ mb: 2 }} data-testid="goods-in-matches">
            {matches.length === 0 ? (
              <Typography color="text.secondary">{translate('resources.goodsIn.noMatch', { q })}</Typography>
            ) : (
              <List dense aria-label={t('matches')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
                {matches.map((m) => (
                  <ListItemButton key={m.id} onClick={() => choose(m)} data-testid={`goods-in-match-${m.id}`}>
                    <ListItemText
                      primary={m.name}
                      secondary={<bdi dir="ltr">{m.ref}</bdi>}
                      slotProps={{ primary: { dir: 'auto' } }}
                    />
                  </ListItemButton>
                ))}
              </List>
            )}
          </Box>
        )}
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
            onChange={(e) => setLot(readDigits(e.target.value))}
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
            color={short ? 'warning' : 'primary'}
            disabled={!product || !lot || !expiry || !(Number(quantity) > 0) || lotRefused}
            onClick={receive}
            data-testid="goods-in-receive"
          >
            {short ? t('receiveShort') : t('receive')}
          </BusyButton>
        </Stack>
        {lotRefused && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="goods-in-lot-error">
            {translate('lots.lot', { max: LOT_MAX })}
          </Alert>
        )}
        {short && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="goods-in-short">
            {translate('resources.goodsIn.short', { date: dayMonthYear(sellableFrom!) })}
          </Alert>
        )}
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
              <ListItem
                key={l.id}
                divider
                data-testid={`lot-${l.lot || 'opening'}`}
                sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, rowGap: 0.5 }}
              >
                <ListItemText
                  sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}
                  primary={l.lot ? <bdi dir="ltr">{l.lot}</bdi> : t('opening')}
                  secondary={l.expiry ? <bdi dir="ltr">{dayMonthYear(l.expiry)}</bdi> : '—'}
                />
                <Typography sx={{ mr: 2, ml: { xs: 0, sm: 2 }, whiteSpace: 'nowrap' }}>
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
