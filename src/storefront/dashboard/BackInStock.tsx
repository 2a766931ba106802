import { Alert, AlertTitle, Box, Link } from '@mui/material';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AvailabilityRequest } from '../../contract/answers/shortages';
import { useShortageTexts } from '../../i18n/useShortageTexts';

/**
 * The dashboard's "back in stock" notice (issue 41 §3): the products the pharmacy asked to be told about that came
 * back in the last days and are still in stock, each a link to its page. Nothing when there is none.
 */
export function BackInStock() {
  const { t: st } = useShortageTexts();
  const { data } = useGetList<AvailabilityRequest & { id: number }>('availabilityRequests', {
    pagination: { page: 1, perPage: 500 },
  });
  const back = (data ?? []).filter((r) => r.notified_at !== null && r.quantity > 0);
  if (!back.length) return null;
  return (
    <Alert severity="success" sx={{ mt: { xs: 2, sm: 3 } }} data-testid="back-in-stock">
      <AlertTitle>{st('shop.requests.backTitle')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
        {back.map((r) => (
          <li key={r.id}>
            <Link component={RouterLink} to={`/post/${r.product_id}/detail`}>
              {r.ref} — {r.name}
            </Link>{' '}
            ({st('shop.requests.stock', { smart_count: r.quantity })})
          </li>
        ))}
      </Box>
      <Link component={RouterLink} to="/pharmacy/profile?tab=4" variant="body2">
        {st('shop.requests.seeAll')}
      </Link>
    </Alert>
  );
}
