import { Alert, Box, Button, Chip, Link, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import { formatAlgiersDate } from '../../contract/algiersTime';
import type { AvailabilityRequest } from '../../contract/answers/shortages';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { useAction } from '../../dataProvider/useAction';
import { useShortageTexts } from '../../i18n/useShortageTexts';

/**
 * The profile's "tell me when it is back" requests (issue 41 §3): those waiting, which can be dropped, and those told
 * in the last days, with the product's stock now and a link to it.
 */
export function AvailabilityRequests() {
  const translate = useTranslate();
  const { t: st } = useShortageTexts();
  const { data, isPending, error } = useGetList<AvailabilityRequest & { id: number }>('availabilityRequests', {
    pagination: { page: 1, perPage: 500 },
  });
  const cancelling = useAction(
    (dp: PharmacyDataProvider, requestId: number) => dp.cancelAvailabilityRequest(requestId),
    { success: st('shop.requests.cancelled'), failure: st('shop.requests.failed') },
  );

  return (
    <Box
      component="section"
      aria-labelledby="availability-requests-title"
      data-testid="availability-requests"
      sx={{ mt: 4 }}
    >
      <Typography id="availability-requests-title" variant="h6" component="h2">
        {st('shop.requests.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {st('shop.requests.text')}
      </Typography>
      {error ? (
        <Alert severity="error">{translate('shop.profile.loadError')}</Alert>
      ) : isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : !data?.length ? (
        <Alert severity="info" data-testid="availability-requests-empty">
          {st('shop.requests.empty')}
        </Alert>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((r) => (
            <Box
              component="li"
              key={r.id}
              data-testid={`availability-request-${r.request_id}`}
              sx={{
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                flexWrap: 'wrap',
                py: 1.5,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Link
                  component={RouterLink}
                  to={`/post/${r.product_id}/detail`}
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {r.ref} — {r.name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  <bdi>
                    {r.notified_at
                      ? st('shop.requests.told', { date: formatAlgiersDate(r.notified_at) })
                      : st('shop.requests.waiting', { date: formatAlgiersDate(r.created_at) })}
                  </bdi>
                </Typography>
              </Box>
              {r.quantity > 0 && (
                <Chip size="small" color="success" label={st('shop.requests.stock', { smart_count: r.quantity })} />
              )}
              {!r.notified_at && (
                <Button
                  size="small"
                  color="error"
                  disabled={cancelling.busy}
                  data-testid={`availability-request-cancel-${r.request_id}`}
                  onClick={() => void cancelling.run(r.request_id)}
                >
                  {st('shop.requests.cancel')}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
