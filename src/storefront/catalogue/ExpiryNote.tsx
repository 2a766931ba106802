import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * "Exp. ≥ 03/2027" (issue 29 §3, D82): the earliest expiry a pharmacy ordering now would receive, shown while the
 * product is in stock and a dated lot holds it. The date and sign stay left to right in Arabic.
 */
export function ExpiryNote({ expiry, stock }: { expiry?: string | null; stock: number }) {
  const translate = useTranslate();
  if (!expiry || stock <= 0) return null;
  const shown = `${expiry.slice(5, 7)}/${expiry.slice(0, 4)}`;
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      title={translate('shop.expiry.title')}
      data-testid="earliest-expiry"
    >
      {translate('shop.expiry.label')} <bdi dir="ltr">≥ {shown}</bdi>
    </Typography>
  );
}
