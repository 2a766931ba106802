import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDZD } from '../../contract/constants';
import type { AccountSummary } from '../../dataProvider/pharmacy';
import { useLang } from '../../i18n/useLang';
import { LtrText } from '../../components/LtrText';

/** Says, while the account is on credit hold, that payment on delivery is closed, why, and that the card stays open. */
export function CreditHoldBanner({ summary }: { summary: AccountSummary | undefined }) {
  const translate = useTranslate();
  const lang = useLang();
  if (!summary?.credit_hold) return null;
  const key = summary.credit_hold_reason === 'overdue' ? 'tradeAccount.hold.overdue' : 'tradeAccount.hold.limit';
  return (
    <Alert severity="warning" data-testid="credit-hold" sx={{ mb: 2 }}>
      {translate(key, { days: summary.credit_hold_days })} {translate('tradeAccount.hold.available')}{' '}
      <LtrText nowrap>{formatDZD(summary.available_credit, lang)}</LtrText>. {translate('tradeAccount.hold.cardOpen')}
    </Alert>
  );
}
