import LockOutlined from '@mui/icons-material/LockOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  FormControlLabel,
  Link as MuiLink,
  Radio,
  RadioGroup,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { AMOUNT_LABEL } from '../../contract/amounts';
import { Code } from '../../contract/codes';
import { OwnDirText } from '../../components/LtrText';
import { OrderLinesTable } from '../../components/OrderLinesTable';
import { DEFAULT_TAX_RATE, formatDZD, type Lang } from '../../contract/constants';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { ApiError, NetworkError } from '../../http/client';
import { AdjustBasketButton } from '../basket/AdjustBasketButton';
import { refreshBasket } from '../basket/useBasketCount';
import { TotalsCard } from '../basket/TotalsCard';
import { type Basket, useBasket } from '../basket/useBasket';
import { ProductImage } from '../catalogue/ProductImage';
import { storefrontPage } from '../layout/storefrontPage';
import { CaptchaField, type CaptchaHandle } from './CaptchaField';
import { ConditionsDialog } from './ConditionsDialog';
import { offlineOrder, onlineOrderNumber } from './paymentStorage';
import { useAddresses } from './useAddresses';
import { usePayButtonHighlight } from './usePayButtonHighlight';
import { type PaymentSummary, usePaymentSummary } from './usePaymentSummary';
import { useLang } from '../../i18n/useLang';
import { CreditHoldBanner } from '../account/CreditHoldBanner';
import { useAccountSummary } from '../account/useAccountSummary';
import { PageTitle } from '../layout/PageTitle';

type Method = 'online' | 'offline';

/** /payment (spec 000 §2 "Payment", §4 online/offline flows, §5 payment rules). */
export const Component = storefrontPage(Checkout, 1200, 'shop.titles.payment');

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(245, 158, 11, .75); }
  70% { box-shadow: 0 0 0 14px rgba(245, 158, 11, 0); }
  100% { box-shadow: 0 0 0 0 rgba(245, 158, 11, 0); }
`;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

export function Checkout() {
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`checkout.${key}`, vars);
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const { basket, query } = useBasket();
  const addresses = useAddresses();

  const [method, setMethod] = useState<Method | null>('online');
  const [addressId, setAddressId] = useState<number | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [conditionsOpen, setConditionsOpen] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [failureToOrders, setFailureToOrders] = useState(false);
  // another pharmacy took the last units: the way out is the basket adjusted to the stock left, not a retry
  const [failureStock, setFailureStock] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const payButton = useRef<HTMLButtonElement>(null);

  const list = addresses.data ?? [];
  // the pharmacy's main address (its first, listed first) is chosen until another is picked (issue 27 §4)
  const chosenAddress = addressId ?? list[0]?.address_id ?? null;
  const ready = Boolean(basket && basket.products.length > 0 && addresses.data);
  const highlighted = usePayButtonHighlight(payButton, ready);
  const summary = usePaymentSummary(method === 'offline' ? chosenAddress : null, basket);
  // credit control (issue 30): on credit hold the offline option is closed beforehand, and the page says why
  const account = useAccountSummary();
  const offlineClosed = Boolean(account?.credit_hold);
  if (offlineClosed && method === 'offline') setMethod('online');

  /** First unmet rule of spec 000 §5, in the order the page lists them; nothing is sent while one is left. */
  const firstProblem = () => {
    if (!method) return t('needMethod');
    if (!accepted) return t('needTerms');
    if (!chosenAddress) return t('needAddress');
    if (method === 'online' && !token) return t('needCaptcha');
    return null;
  };

  // A session that ended is left to the session-end redirect: react-admin then resolves with an empty answer.
  const payOnline = async () => {
    try {
      const started = await dataProvider.saveOrder(chosenAddress!, token);
      if (started.formUrl && started.orderNumber) {
        onlineOrderNumber.set(started.orderNumber);
        window.location.assign(started.formUrl);
      }
      return; // the browser leaves for SATIM (or the session ended): stay busy
    } catch (e) {
      captcha.current?.reset();
      if (e instanceof ApiError) {
        if (e.code === Code.STOCK_CONFLICT || e.code === Code.STATE_CONFLICT) refreshBasket(queryClient);
        // an earlier attempt of this basket was paid meanwhile: the message names it, My orders shows it
        setFailureToOrders(e.code === Code.STATE_CONFLICT);
        setFailureStock(e.code === Code.STOCK_CONFLICT);
        setFailure(e.result.meta || t('serviceFailed'));
      } else setFailure(e instanceof NetworkError ? t('serviceFailed') : t('saveFailedText'));
    }
    setBusy(false);
  };

  const payOffline = async () => {
    try {
      const placed = await dataProvider.specialPayment(chosenAddress!);
      refreshBasket(queryClient);
      if (!placed.orderId) return;
      offlineOrder.set(placed);
      navigate(`/paymentOffline/success?orderId=${placed.orderId}`);
    } catch (e) {
      if (e instanceof ApiError) refreshBasket(queryClient);
      const stockShort = e instanceof ApiError && e.code === Code.STOCK_CONFLICT;
      navigate('/paymentOffline/failed', {
        state: { failed: true, stockShort, message: e instanceof ApiError ? e.result.meta : undefined },
      });
    }
  };

  const submit = async () => {
    const p = firstProblem();
    setProblem(p);
    if (p) return;
    setBusy(true);
    if (method === 'online') await payOnline();
    else await payOffline();
  };

  if ((query.isError && !basket) || (addresses.isError && !addresses.data))
    return (
      <Alert
        severity="error"
        data-testid="payment-load-error"
        action={
          <Button
            onClick={() => {
              void query.refetch();
              void addresses.refetch();
            }}
          >
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  if (!basket || !addresses.data)
    return (
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Skeleton variant="rounded" height={60} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    );

  const header = <PageTitle title={t('title')} subtitle={t('subtitle')} />;
  if (basket.products.length === 0)
    return (
      <Box data-testid="payment-page">
        {header}
        <Card sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Alert severity="info" sx={{ mb: 2, justifyContent: 'center' }} data-testid="payment-empty">
            {t('emptyBasket')}
          </Alert>
          <Button component={Link} to="/pharmacy/products" variant="contained">
            {t('browse')}
          </Button>
        </Card>
      </Box>
    );

  const online = method === 'online';
  return (
    <Box data-testid="payment-page">
      {header}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Section title={t('lines')}>
            <OrderLinesTable
              lines={basket.products.map((l) => ({
                id: l.product_id,
                name: l.name,
                ref: l.ref,
                image: <ProductImage path={l.mainImage ?? l.default_image} alt={l.name} rounded={1.5} />,
                quantity: l.selected_quantity,
                unity_price: l.unity_price,
                quantity_price: l.total_price,
              }))}
              labels={{
                product: t('product'),
                quantity: t('quantity'),
                unitPrice: t('unitPrice'),
                total: t('lineTotal'),
              }}
              lang={lang}
              withRef
            />
          </Section>

          <Section title={t('address')} testId="payment-addresses">
            {list.length === 0 ? (
              <Alert
                severity="warning"
                action={
                  <Button component={Link} to="/pharmacy/profile?tab=1" color="inherit" size="small">
                    {t('addAddress')}
                  </Button>
                }
              >
                {t('noAddress')}
              </Alert>
            ) : (
              <RadioGroup
                aria-label={t('address')}
                value={chosenAddress === null ? '' : String(chosenAddress)}
                onChange={(e) => setAddressId(Number(e.target.value))}
              >
                {list.map((a) => (
                  <FormControlLabel
                    key={a.address_id}
                    value={String(a.address_id)}
                    control={<Radio data-testid={`address-${a.address_id}`} />}
                    label={<OwnDirText>{a.address}</OwnDirText>}
                  />
                ))}
              </RadioGroup>
            )}
          </Section>

          <Section title={t('method')} testId="payment-method">
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={method}
              onChange={(_, v: Method | null) => v && setMethod(v)}
              sx={{ mb: 1.5 }}
            >
              <ToggleButton value="online" data-testid="method-online">
                {t('online')}
              </ToggleButton>
              <ToggleButton value="offline" data-testid="method-offline" disabled={offlineClosed}>
                {t('offline')}
              </ToggleButton>
            </ToggleButtonGroup>
            <CreditHoldBanner summary={account} />
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {online ? t('onlineHint') : t('offlineHint')}
            </Typography>
            {!online && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {summary ? t('stampShown') : t('stampNote')}
              </Typography>
            )}
            {!offlineClosed && (
              <MuiLink
                component="button"
                type="button"
                onClick={() => setMethod(online ? 'offline' : 'online')}
                data-testid="method-switch"
              >
                {online ? t('switchToOffline') : t('switchToOnline')}
              </MuiLink>
            )}
          </Section>
        </Box>

        <Summary basket={basket} lang={lang} summary={summary}>
          <FormControlLabel
            sx={{ alignItems: 'flex-start', mt: 1, mr: 0 }}
            control={
              <Checkbox
                checked={accepted}
                onChange={(e) => setAccepted(e.target.checked)}
                sx={{ mt: -0.75 }}
                data-testid="accept-terms"
              />
            }
            label={
              <Typography variant="body2">
                {t('accept')}
                <MuiLink
                  component="button"
                  type="button"
                  sx={{ verticalAlign: 'baseline', fontSize: 'inherit' }}
                  onClick={(e: React.MouseEvent) => {
                    e.preventDefault();
                    setConditionsOpen(true);
                  }}
                  data-testid="open-conditions"
                >
                  {t('conditions')}
                </MuiLink>
              </Typography>
            }
          />
          {online && (
            <Box sx={{ mt: 1.5 }}>
              <Typography variant="subtitle2" sx={{ mb: 0.75 }}>
                {t('captcha')}
              </Typography>
              <CaptchaField ref={captcha} lang={lang} onToken={setToken} />
            </Box>
          )}
          {problem && (
            <Alert severity="warning" sx={{ mt: 2 }} role="alert" data-testid="payment-problem">
              {problem}
            </Alert>
          )}
          <Button
            ref={payButton}
            variant="contained"
            size="large"
            fullWidth
            disabled={busy}
            onClick={submit}
            data-testid="pay-button"
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : online ? <LockOutlined /> : undefined}
            sx={{
              mt: 2,
              minHeight: 52,
              fontSize: 16,
              animation: highlighted ? `${pulse} 1.5s ease-out infinite` : undefined,
              outline: highlighted ? '3px solid' : undefined,
              outlineColor: 'warning.main',
            }}
          >
            {busy
              ? online
                ? t('paying')
                : t('placing')
              : online
                ? t('pay', { amount: formatDZD(basket.basket_total_price, lang) })
                : summary
                  ? t('placeOfflineAmount', { amount: formatDZD(summary.total, lang) })
                  : t('placeOffline')}
            {online && !busy && (
              <Box
                component="img"
                src="/img/cib-edahabia.svg"
                alt="CIB / EDAHABIA"
                sx={{ height: 24, ml: 1.5, flexShrink: 0 }}
              />
            )}
          </Button>
          {online && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, textAlign: 'center' }}>
              {t('secure')}
            </Typography>
          )}
          <Button component={Link} to="/basket/details" fullWidth sx={{ mt: 1 }}>
            {t('backToBasket')}
          </Button>
        </Summary>
      </Box>

      <ConditionsDialog
        open={conditionsOpen}
        onClose={() => setConditionsOpen(false)}
        onAccept={() => {
          setAccepted(true);
          setConditionsOpen(false);
        }}
      />
      <Dialog open={failure !== null} onClose={() => setFailure(null)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('saveFailedTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText data-testid="payment-failure">{failure}</DialogContentText>
        </DialogContent>
        <DialogActions>
          {failureToOrders && (
            <Button component={Link} to="/pharmacy/orders" data-testid="failure-my-orders">
              {t('myOrders')}
            </Button>
          )}
          <Button onClick={() => setFailure(null)} variant={failureStock ? 'text' : 'contained'}>
            {t('close')}
          </Button>
          {failureStock && <AdjustBasketButton onAdjusted={() => setFailure(null)} />}
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** Subtotal, tax, the offline stamp duty and total in bold, then the terms, captcha and pay button given as children. */
function Summary({
  basket,
  lang,
  summary,
  children,
}: {
  basket: Basket;
  lang: Lang;
  summary: PaymentSummary | null;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`checkout.${key}`, vars);
  return (
    <TotalsCard
      basket={basket}
      lang={lang}
      title={t('summary')}
      labels={{
        subtotal: t('subtotal'),
        tax: translate(AMOUNT_LABEL.tva, { rate: basket.tax_rate ?? DEFAULT_TAX_RATE }),
        total: translate(AMOUNT_LABEL.ttc),
      }}
      testId="payment-summary"
      amountTestIds={{ subtotal: 'payment-subtotal', tax: 'payment-tax', total: 'payment-total' }}
      stampDuty={
        summary && {
          label: translate(AMOUNT_LABEL.stamp),
          amount: summary.stamp_duty,
          total: summary.total,
          testId: 'payment-stamp-duty',
          ttcLabel: translate(AMOUNT_LABEL.ttc),
          dueLabel: translate(AMOUNT_LABEL.due),
        }
      }
    >
      <Divider sx={{ my: 1.5 }} />
      {children}
    </TotalsCard>
  );
}
