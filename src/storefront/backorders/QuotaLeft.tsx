import { Typography } from '@mui/material';
import { quotaPeriodKind } from '../../contract/shortages';
import { useShortageTexts } from '../../i18n/useShortageTexts';

/**
 * What the pharmacy may still order of a product under quota (issue 41 §4): "6 left to order this week", "this
 * month", or "in the next N days". Nothing without a quota.
 */
export function QuotaLeft({
  left,
  days,
  testId = 'quota-left',
}: {
  left: number | null | undefined;
  days: number | null | undefined;
  testId?: string;
}) {
  const { t: st } = useShortageTexts();
  if (left == null || !days) return null;
  return (
    <Typography
      variant="body2"
      sx={{ mt: 1, fontWeight: 600 }}
      color={left ? 'text.primary' : 'warning.main'}
      data-testid={testId}
    >
      {st(`shop.shortage.quotaLeft.${quotaPeriodKind(days)}`, { smart_count: left, days })}
    </Typography>
  );
}
