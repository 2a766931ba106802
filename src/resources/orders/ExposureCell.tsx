import { Box, Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDZD } from '../../contract/constants';
import type { OrderExposure } from '../../contract/receivables';
import { LtrText } from '../../components/LtrText';
import { useLang } from '../../i18n/useLang';

/**
 * An offline order's exposure on the validation list (issue 30 §3, D97): whether the pharmacy's balance, this order
 * included, stays within its limit, with the balance and the available credit. Nothing for the other orders.
 */
export function ExposureCell({ exposure }: { exposure?: OrderExposure }) {
  const translate = useTranslate();
  const lang = useLang();
  if (!exposure) return null;
  const money = (v: number) => formatDZD(v, lang);
  return (
    <Tooltip
      title={translate('receivables.exposure.detail', {
        balance: money(exposure.balance),
        available: money(exposure.available_credit),
        limit: money(exposure.credit_limit),
      })}
    >
      <Box
        component="span"
        sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}
        data-testid="order-exposure"
      >
        <Chip
          size="small"
          variant="outlined"
          color={exposure.fits ? 'success' : 'error'}
          label={translate(exposure.fits ? 'receivables.exposure.fits' : 'receivables.exposure.over')}
        />
        <LtrText nowrap>{money(exposure.available_credit)}</LtrText>
      </Box>
    </Tooltip>
  );
}
