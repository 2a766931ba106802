import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BasketFillResult } from '../../dataProvider/pharmacy';

interface BasketFillReportProps {
  result: BasketFillResult | undefined;
  onClose: () => void;
}

/**
 * What order again or the quick order pad put in the basket, and every line not taken as asked with its
 * reason, shown before the user goes on to the basket or back to their page.
 */
export function BasketFillReport({ result, onClose }: BasketFillReportProps) {
  const translate = useTranslate();
  if (!result) return null;
  const { added, rejected } = result;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="fill-report-title" data-testid="fill-report">
      <DialogTitle id="fill-report-title">{translate('shop.fill.title')}</DialogTitle>
      <DialogContent dividers>
        <Alert severity={added.length ? 'success' : 'warning'} data-testid="fill-summary">
          {added.length ? translate('shop.fill.added', { smart_count: added.length }) : translate('shop.fill.none')}
        </Alert>
        {rejected.length > 0 && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              {translate('shop.fill.issues', { smart_count: rejected.length })}
            </Typography>
            <List dense data-testid="fill-issues">
              {rejected.map((r, i) => (
                <ListItem key={`${r.reason}-${r.ref}-${i}`} disableGutters data-testid={`fill-issue-${r.reason}`}>
                  <ListItemText
                    primary={r.name ? `${r.name} (${r.ref})` : r.ref}
                    secondary={translate(`shop.fill.reason.${r.reason}`, { requested: r.requested, quantity: r.quantity, smart_count: r.quantity })}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="fill-close">
          {translate('shop.fill.stay')}
        </Button>
        {added.length > 0 && (
          <Button component={Link} to="/basket/details" variant="contained" data-testid="fill-to-basket">
            {translate('shop.fill.toBasket')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
