import {
  Alert,
  Autocomplete,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useCreate, useCreatePath, useGetList, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatAlgiersDate } from '../../contract/algiersTime';
import { SNACKBAR_MS } from '../../contract/constants';
import { ApiError } from '../../http/client';
import type { StartedRecall } from '../../dataProvider/recalls';

export interface RecallProduct {
  id: number | string;
  ref: string;
  name: string;
}

interface LotChoice {
  id: number;
  lot: string;
  expiry: string | null;
  blocked: boolean;
}

const label = (p: RecallProduct) => `${p.ref} — ${p.name}`;

/**
 * "Start a recall" (issue 29 §5): a product, one of its numbered lots, a reason; then a confirmation, since the lot
 * is blocked at once. Opened from the recalls list, or from goods-in with the product and lot already chosen.
 */
export function StartRecallDialog({
  open,
  onClose,
  product: given,
  lot: givenLot = '',
}: {
  open: boolean;
  onClose: () => void;
  product?: RecallProduct;
  lot?: string;
}) {
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`recallScreens.${key}`, vars);
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const [product, setProduct] = useState<RecallProduct | null>(given ?? null);
  const [search, setSearch] = useState('');
  const [lot, setLot] = useState(givenLot);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [create, { isPending }] = useCreate();
  const { data: products = [] } = useGetList<RecallProduct>(
    'product',
    { filter: { q: search }, pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open && !given },
  );
  const { data: lots = [] } = useGetList<LotChoice>(
    'lots',
    { filter: { productId: Number(product?.id ?? 0) }, pagination: { page: 1, perPage: 100 } },
    { enabled: open && Boolean(product) },
  );
  const numbered = lots.filter((l) => l.lot && !l.blocked);
  const ready = Boolean(product && lot && reason.trim());

  const start = () =>
    create(
      'recalls',
      { data: { productId: Number(product!.id), lot, reason: reason.trim() } },
      {
        onSuccess: (created) => {
          const recall = created as unknown as StartedRecall;
          setConfirming(false);
          notify(t('done', { smart_count: recall.pharmacies_reached }), {
            type: 'success',
            autoHideDuration: SNACKBAR_MS,
          });
          onClose();
          navigate(createPath({ resource: 'recalls', id: recall.recall_id, type: 'show' }));
        },
        onError: (e) => {
          setConfirming(false);
          setError(e instanceof ApiError && e.result.meta ? e.result.meta : t('failed'));
        },
      },
    );

  return (
    <>
      <Dialog open={open && !confirming} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="start-recall-title">
        <DialogTitle id="start-recall-title">{t('start')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }} data-testid="start-recall-form">
            <Autocomplete
              options={given ? [given] : products}
              value={product}
              disabled={Boolean(given)}
              getOptionLabel={label}
              isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
              filterOptions={(x) => x}
              onInputChange={(_, value, why) => why === 'input' && setSearch(value)}
              onChange={(_, p) => {
                setProduct(p);
                setLot('');
              }}
              noOptionsText={translate('common.mui.noOptions')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('product')}
                  slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'recall-product' } }}
                />
              )}
            />
            <TextField
              select
              label={t('lot')}
              value={numbered.some((l) => l.lot === lot) ? lot : ''}
              onChange={(e) => setLot(e.target.value)}
              disabled={!product || numbered.length === 0}
              helperText={product && numbered.length === 0 ? t('noLots') : undefined}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'recall-lot' } as object } }}
            >
              {numbered.map((l) => (
                <MenuItem key={l.id} value={l.lot} data-testid={`recall-lot-${l.lot}`}>
                  <bdi dir="ltr">{l.lot}</bdi>
                  {l.expiry && (
                    <>
                      &nbsp;·&nbsp;<bdi dir="ltr">{formatAlgiersDate(l.expiry)}</bdi>
                    </>
                  )}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              helperText={t('reasonHelp')}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { 'data-testid': 'recall-reason', maxLength: 500, dir: 'auto' } }}
            />
            {error && (
              <Alert severity="error" data-testid="recall-error">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <Button
            label="recallScreens.next"
            variant="contained"
            disabled={!ready}
            onClick={() => setConfirming(true)}
            data-testid="recall-next"
          />
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={t('confirmTitle')}
        content={
          <>
            <bdi>{product ? label(product) : ''}</bdi> · {t('lot')} <bdi dir="ltr">{lot}</bdi>
            <br />
            {t('confirmText')}
          </>
        }
        confirm="recallScreens.confirm"
        confirmColor="warning"
        onConfirm={start}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
