import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "HT" / "excl. VAT" after a catalogue price: pharmacy prices are without tax, VAT is added in the basket. */
export function ExclTaxMark({ size = 13 }: { size?: number }) {
  const translate = useTranslate();
  return (
    <Typography
      component="span"
      color="text.secondary"
      sx={{ ml: 0.5, fontSize: size, fontWeight: 600 }}
      data-testid="excl-tax"
    >
      {translate('shop.catalogue.exclTax')}
    </Typography>
  );
}
