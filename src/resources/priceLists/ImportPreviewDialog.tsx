import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PriceListItem } from '../../dataProvider/adminPricing';

/** What an import found: the items matched to products, and the file's lines taken by none, with why. */
export interface ImportPreview {
  items: PriceListItem[];
  unmatched: { line: number; ref: string; reason: 'unknown' | 'bad_price' | 'bad_quantity' | 'format' }[];
}

/** The import's preview (as the quick order pad's): how many lines match, the others listed before the grid changes. */
export function ImportPreviewDialog({
  preview,
  onApply,
  onClose,
}: {
  preview: ImportPreview;
  onApply: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`resources.priceListItems.${key}`, vars);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="items-import-preview">
      <DialogTitle>{t('importTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }} data-testid="import-matched">
          {t('importRead', { smart_count: preview.items.length })}
        </Typography>
        {preview.items.length === 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('importNothing')}
          </Alert>
        )}
        {preview.unmatched.length > 0 && (
          <>
            <Typography color="warning.main" sx={{ mb: 1 }} data-testid="import-unmatched-count">
              {t('importUnmatched', { smart_count: preview.unmatched.length })}
            </Typography>
            <Table size="small" data-testid="import-unmatched">
              <TableHead>
                <TableRow>
                  <TableCell>{t('line')}</TableCell>
                  <TableCell>{t('fields.ref')}</TableCell>
                  <TableCell>{t('reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.unmatched.map((u) => (
                  <TableRow key={`${u.line}-${u.ref}`}>
                    <TableCell>{u.line}</TableCell>
                    <TableCell>
                      <bdi>{u.ref}</bdi>
                    </TableCell>
                    <TableCell>{t(`reasons.${u.reason}`)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!preview.items.length} onClick={onApply} data-testid="import-apply">
          {t('importApply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
