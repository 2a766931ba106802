import { Box, Button, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export interface ResultLink {
  to: string;
  /** key under `paymentResult.` */
  textKey: string;
  variant?: ButtonProps['variant'];
  testId?: string;
}

/** Where a payment result page leads next (basket, My orders, dashboard…), left out of the printed page. */
export function ResultLinks({ links }: { links: ResultLink[] }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', displayPrint: 'none' }}>
      {links.map((l) => (
        <Button key={l.to} component={Link} to={l.to} variant={l.variant} data-testid={l.testId}>
          {translate(`paymentResult.${l.textKey}`)}
        </Button>
      ))}
    </Box>
  );
}
