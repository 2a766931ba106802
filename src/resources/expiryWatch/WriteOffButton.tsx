import DeleteSweep from '@mui/icons-material/DeleteSweepOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import { ApiError } from '../../http/client';
import type { WatchedLot } from './types';

/** The expiry write-off of a lot's units on hand (POST /admin/adjust_stock, reason expiry), after a confirmation. */
export function WriteOffButton({ lot }: { lot: WatchedLot }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [create, { isPending }] = useCreate();
  const vars = { lot: lot.lot, product: `${lot.product_ref} ${lot.product_name}`, smart_count: lot.on_hand };
  const writeOff = () =>
    create(
      'lotAdjustments',
      { data: { lotId: lot.lot_id, change: -lot.on_hand, reason: 'expiry' } },
      {
        onSuccess: () => {
          notify('resources.expiryWatch.writtenOff', {
            type: 'success',
            messageArgs: vars,
            autoHideDuration: SNACKBAR_MS,
          });
          setOpen(false);
          refresh();
        },
        onError: (e) => {
          notify(e instanceof ApiError && e.result.meta ? e.result.meta : 'resources.expiryWatch.writeOffFailed', {
            type: 'error',
            autoHideDuration: SNACKBAR_MS,
          });
          setOpen(false);
        },
      },
    );
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteSweep />}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        data-testid={`write-off-${lot.lot_id}`}
      >
        {translate('resources.expiryWatch.writeOff')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('resources.expiryWatch.writeOffTitle', vars)}
        content={translate('resources.expiryWatch.writeOffContent', vars)}
        confirm={translate('resources.expiryWatch.writeOff')}
        onConfirm={() => void writeOff()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
