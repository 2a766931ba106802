import { isolate } from '../../contract/constants';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { QuickOrderLineError } from '../../contract/quickOrder';
import type { BasketFillResult } from '../../dataProvider/pharmacy';

interface BasketFillReportProps {
  result: BasketFillResult | undefined;
  onClose: () => void;
  /** the quick order pad's lines that could not be read, left aside before sending (D72) */
  unread?: readonly QuickOrderLineError[];
  /** the pad's line numbers of a reference sent, to name each line not taken */
  lineOf?: (ref: string) => number[];
}

/**
 * What order again or the quick order pad put in the basket, and every line not taken as asked with its
 * reason, shown before the user goes on to the basket or back to their page.
 */
export function BasketFillReport({ result, onClose, unread = [], lineOf }: BasketFillReportProps) {
  const translate = useTranslate();
  if (!result) return null;
  const { added, rejected } = result;
  const count = rejected.length + unread.length;
  const lineLabel = (numbers: number[]) =>
    numbers.length
      ? `${translate('shop.fill.line', { line: numbers.join(', '), smart_count: numbers.length })} · `
      : '';
  // a reference name, reference or pasted text keeps its own direction inside an Arabic sentence
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="fill-report-title"
      data-testid="fill-report"
    >
      <DialogTitle id="fill-report-title">{translate('shop.fill.title')}</DialogTitle>
      <DialogContent dividers>
        <Alert severity={added.length ? 'success' : 'warning'} data-testid="fill-summary">
          {added.length ? translate('shop.fill.added', { smart_count: added.length }) : translate('shop.fill.none')}
        </Alert>
        {count > 0 && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              {translate('shop.fill.issues', { smart_count: count })}
            </Typography>
            <List dense data-testid="fill-issues">
              {rejected.map((r, i) => (
                <ListItem key={`${r.reason}-${r.ref}-${i}`} disableGutters data-testid={`fill-issue-${r.reason}`}>
                  <ListItemText
                    primary={
                      lineLabel(lineOf?.(r.ref) ?? []) + (r.name ? `${r.name} (${isolate(r.ref)})` : isolate(r.ref))
                    }
                    secondary={translate(`shop.fill.reason.${r.reason}`, {
                      requested: r.requested,
                      quantity: r.quantity,
                      smart_count: r.quantity,
                    })}
                  />
                </ListItem>
              ))}
              {unread.map((e) => (
                <ListItem key={`unread-${e.line}`} disableGutters data-testid={`fill-issue-${e.reason}`}>
                  <ListItemText
                    primary={lineLabel([e.line]) + isolate(e.text)}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                    secondary={translate(`shop.fill.reason.${e.reason}`)}
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
