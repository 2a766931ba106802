import { Alert, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useRecalls } from './useRecalls';

export const RECALLS_PATH = '/pharmacy/recalls';

/** On every storefront page while a recall waits for the pharmacy's answer: the product, the lot, and "Answer". */
export function RecallBanner() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const waiting = useRecalls().filter((r) => !r.acknowledged_at);
  const first = waiting[0];
  if (!first) return null;
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="recall-banner"
      sx={{ borderRadius: 0, justifyContent: 'center', '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
    >
      {translate('recallScreens.banner')} <bdi>{first.product_name}</bdi> · {translate('recallScreens.lot')}{' '}
      <bdi dir="ltr">{first.lot}</bdi>
      {waiting.length > 1 && <> {translate('recallScreens.bannerMore', { smart_count: waiting.length - 1 })}</>}
      {pathname !== RECALLS_PATH && (
        <>
          {' — '}
          <Link
            component={RouterLink}
            to={RECALLS_PATH}
            color="inherit"
            sx={{ fontWeight: 700 }}
            data-testid="recall-banner-answer"
          >
            {translate('recallScreens.answer')}
          </Link>
        </>
      )}
    </Alert>
  );
}
