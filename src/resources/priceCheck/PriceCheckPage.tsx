import Check from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Autocomplete,
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { formatDZD } from '../../contract/constants';
import { parseTypedCount } from '../../contract/typedNumbers';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import type { PriceCheck } from '../../dataProvider/adminPricing';
import { useAction } from '../../dataProvider/useAction';
import { BusyButton } from '../../components/BusyButton';
import { PageHeader } from '../../components/PageHeader';
import { useLang } from '../../i18n/useLang';
import { type ItemProduct, ProductPicker } from '../priceLists/ProductPicker';

interface PharmacyChoice {
  id: number;
  name: string;
}

/**
 * /admin/priceCheck (issue 40 §5): for a pharmacy, a product and a quantity, what the pharmacy pays today: the unit
 * price and the list that gave it, the discount and the free units and the promotions that gave them, the candidate
 * prices (the chosen one marked) and every promotion considered with why it applied or not.
 */
export function PriceCheckPage() {
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`resources.priceCheck.${key}`, vars);
  const [pharmacy, setPharmacy] = useState<PharmacyChoice | null>(null);
  const [product, setProduct] = useState<ItemProduct | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [result, setResult] = useState<PriceCheck | null>(null);
  const { data: pharmacies = [] } = useGetList<PharmacyChoice>('pharmacies', {
    pagination: { page: 1, perPage: 10_000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const check = useAction(
    (dp: AdminDataProvider, body: { pharmacy_id: number; product_id: number; quantity: number }) => dp.priceCheck(body),
    { failure: 'resources.priceCheck.failed', errorTo: 'inline', refresh: false },
  );
  const count = parseTypedCount(quantity, 6);
  const quantityBad = count === null || count < 1;
  const run = async () => {
    if (!pharmacy || !product || quantityBad) return;
    setResult(null);
    const answer = await check.run({ pharmacy_id: pharmacy.id, product_id: product.id, quantity: count });
    if (answer) setResult(answer.data);
  };
  return (
    <Box data-testid="price-check">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card>
        <CardContent>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '2fr 2fr 1fr auto' },
              alignItems: 'start',
            }}
          >
            <Autocomplete<PharmacyChoice>
              size="small"
              options={pharmacies}
              value={pharmacy}
              getOptionLabel={(p) => p.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_, p) => setPharmacy(p)}
              noOptionsText={translate('resources.priceLists.pickerEmpty')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('fields.pharmacy')}
                  slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'check-pharmacy' } }}
                />
              )}
            />
            <ProductPicker
              label={t('fields.product')}
              placeholder={translate('resources.priceListItems.productPlaceholder')}
              onChoose={setProduct}
              error={false}
              testId="check-product"
            />
            <TextField
              size="small"
              label={t('fields.quantity')}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              error={quantityBad}
              helperText={quantityBad ? translate('pricingAdmin.validation.minQuantity') : undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', 'data-testid': 'check-quantity' } }}
            />
            <BusyButton
              variant="contained"
              busy={check.busy}
              disabled={!pharmacy || !product || quantityBad}
              onClick={() => void run()}
              data-testid="check-run"
            >
              {t('check')}
            </BusyButton>
          </Box>
          {(!pharmacy || !product) && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('pickBoth')}
            </Typography>
          )}
          {check.error && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="check-error">
              {check.error}
            </Alert>
          )}
        </CardContent>
      </Card>
      {result && <PriceCheckResult result={result} />}
    </Box>
  );
}

function PriceCheckResult({ result: r }: { result: PriceCheck }) {
  const translate = useTranslate();
  const lang = useLang();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`resources.priceCheck.${key}`, vars);
  const money = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatDZD(v, lang));
  const promotionName = (id: number | null) => r.promotions.find((p) => p.promotion_id === id)?.name;
  const percentBy = promotionName(r.percent_promotion_id);
  const freeBy = promotionName(r.free_promotion_id);
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }} data-testid="check-result">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <Figure
          label={t('unitPrice')}
          value={money(r.unit_price)}
          by={r.price_list_name ? t('fromList', { name: r.price_list_name }) : t('basePrice')}
          testId="check-unit-price"
        />
        <Figure
          label={t('discount')}
          value={money(r.discount_amount)}
          by={percentBy ? t('fromPromotion', { name: percentBy }) : t('noPromotion')}
          testId="check-discount"
        />
        <Figure
          label={t('freeUnits')}
          value={String(r.free_quantity ?? 0)}
          by={freeBy ? t('fromPromotion', { name: freeBy }) : t('noPromotion')}
          testId="check-free-units"
        />
      </Box>
      <Card>
        <CardContent>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('candidates')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('candidatesHint')}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="check-candidates">
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.source')}</TableCell>
                  <TableCell>{t('columns.name')}</TableCell>
                  <TableCell align="right">{t('columns.min_quantity')}</TableCell>
                  <TableCell align="right">{t('columns.price')}</TableCell>
                  <TableCell>{t('columns.chosen')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {r.candidates.map((c, i) => (
                  <TableRow
                    key={`${c.source}-${c.price_list_id ?? 0}-${c.min_quantity}-${i}`}
                    selected={c.chosen}
                    data-testid={c.chosen ? 'candidate-chosen' : 'candidate'}
                  >
                    <TableCell>{t(`sources.${c.source}`)}</TableCell>
                    <TableCell>{c.name ?? '—'}</TableCell>
                    <TableCell align="right">{c.min_quantity}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {money(c.price)}
                    </TableCell>
                    <TableCell>
                      {c.chosen && <Check color="success" fontSize="small" aria-label={t('columns.chosen')} />}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('promotions')}
          </Typography>
          {r.promotions.length === 0 ? (
            <Typography color="text.secondary">{t('noPromotion')}</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="check-promotions">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('columns.name')}</TableCell>
                    <TableCell>{t('columns.kind')}</TableCell>
                    <TableCell>{t('columns.applied')}</TableCell>
                    <TableCell>{t('columns.reason')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {r.promotions.map((p) => (
                    <TableRow key={p.promotion_id}>
                      <TableCell>{p.name}</TableCell>
                      <TableCell>{translate(`resources.promotions.kinds.${p.kind}`)}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={p.applied ? 'success' : 'default'}
                          label={p.applied ? t('yes') : t('no')}
                        />
                      </TableCell>
                      <TableCell>{p.reason ?? '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

function Figure({ label, value, by, testId }: { label: string; value: ReactNode; by: string; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" sx={{ fontWeight: 700, my: 0.5 }}>
          <bdi>{value}</bdi>
        </Typography>
        <Stack direction="row" spacing={1}>
          <Typography variant="body2" color="text.secondary" data-testid={`${testId}-by`}>
            {by}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
