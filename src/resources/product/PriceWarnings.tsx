import { Alert, Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { isPlainNumber } from '../../contract/validation';

/** A typed amount in centimes (compared exactly, never as floats), or null while it is not a plain number. */
const centimes = (v: unknown): number | null =>
  v !== '' && v !== null && v !== undefined && isPlainNumber(v) ? Math.round(Number(v) * 100) : null;

/**
 * What the product form says, without blocking the save (issue 27 §14): a pharmacy price below the cost sells at a
 * loss, a public price below the pharmacy price leaves the pharmacy none. Both may be meant (a clearance), so the
 * admin is told and decides.
 */
export function PriceWarnings() {
  const translate = useTranslate();
  const [cost = null, price = null, customer = null] = useWatch({ name: ['cost', 'price', 'customer_price'] }).map(
    centimes,
  );
  const warnings: string[] = [];
  if (cost !== null && price !== null && price < cost) warnings.push('resources.product.warnings.priceBelowCost');
  if (price !== null && customer !== null && customer < price)
    warnings.push('resources.product.warnings.customerBelowPrice');
  if (warnings.length === 0) return null;
  return (
    <Box className="full" sx={{ display: 'grid', gap: 1 }} data-testid="price-warnings">
      {warnings.map((key) => (
        <Alert key={key} severity="warning" variant="outlined">
          {translate(key)}
        </Alert>
      ))}
    </Box>
  );
}
