import NotificationsActive from '@mui/icons-material/NotificationsActiveOutlined';
import { Alert, Box, Button, Link as MuiLink, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDZD, type Lang } from '../../contract/constants';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { ApiError } from '../../http/client';
import type { ProductDetails } from '../catalogue/types';
import { useShortageTexts } from '../../i18n/useShortageTexts';
import { QuotaLeft } from './QuotaLeft';

/**
 * What a product page says of a shortage (issue 41 §2–§4): the quota left in the period, "tell me when it is back"
 * on a product out of stock (or that it is asked), and the substitutes in stock, each a link to its page.
 */
export function ShortageNotes({ product, lang }: { product: ProductDetails; lang: Lang }) {
  const { t: st } = useShortageTexts();
  const notify = useNotify();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const out = product.quantity <= 0;
  const asked = !!product.availability_request_id;
  const substitutes = product.substitutes ?? [];

  const ask = async () => {
    setAsking(true);
    try {
      notify((await dataProvider.notifyWhenAvailable(product.id)) ?? st('shop.shortage.notified'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['product_details'] });
    } catch (e) {
      notify(e instanceof ApiError ? (e.result.meta ?? 'shop.add.failed') : 'shop.add.failed', { type: 'error' });
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <QuotaLeft left={product.quota_left} days={product.quota_period_days} />
      {out &&
        (asked ? (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="notify-asked">
            {st('shop.shortage.notified')}
          </Alert>
        ) : (
          <Button
            sx={{ mt: 2 }}
            variant="outlined"
            startIcon={<NotificationsActive />}
            onClick={ask}
            disabled={asking}
            data-testid="notify-when-available"
          >
            {st('shop.shortage.notify')}
          </Button>
        ))}
      {substitutes.length > 0 && (
        <Box component="section" sx={{ mt: 2 }} data-testid="substitutes" aria-labelledby="substitutes-title">
          <Typography id="substitutes-title" variant="subtitle2" component="h2">
            {st('shop.shortage.substitutes')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {substitutes.map((s) => (
              <Box
                component="li"
                key={s.id}
                sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap', py: 0.5 }}
              >
                <MuiLink
                  component={Link}
                  to={`/post/${s.id}/detail`}
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  data-testid={`substitute-${s.id}`}
                >
                  {s.name}
                </MuiLink>
                <Typography variant="body2" color="text.secondary">
                  {formatDZD(s.price, lang)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
