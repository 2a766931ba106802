import AddLocation from '@mui/icons-material/AddLocationAltOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/EditOutlined';
import Place from '@mui/icons-material/PlaceOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useCreate, useDelete, useTranslate, useUpdate } from 'react-admin';
import { MAX_ADDRESSES } from '../../contract/constants';
import { addressForm } from '../../contract/forms';
import { validateForm } from '../../contract/validation';
import { useOneAtATime } from '../../components/useOneAtATime';
import { OwnDirText } from '../../components/LtrText';
import { ApiError } from '../../http/client';
import { useSignedInNotify } from '../auth/useSignedInNotify';
import { type DeliveryAddress, useAddresses } from '../payment/useAddresses';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ProfileLoadError, ProfileTabHeader } from './ProfileTabParts';

/** Tab 1: delivery addresses, two at most, with add, edit and delete (confirmed), through the `addresses` resource. */
export function AddressesTab() {
  const translate = useTranslate();
  const notify = useSignedInNotify();
  const { data, isError, refetch } = useAddresses();
  const [create] = useCreate<DeliveryAddress>();
  const { busy: adding, start: startAdding, done: doneAdding } = useOneAtATime();
  const [update, { isPending: updating }] = useUpdate<DeliveryAddress>();
  const [remove] = useDelete<DeliveryAddress>();
  const [editing, setEditing] = useState<DeliveryAddress | 'new' | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DeliveryAddress | null>(null);

  const addresses = data ?? [];
  const full = addresses.length >= MAX_ADDRESSES;

  const open = (a: DeliveryAddress | 'new') => {
    setEditing(a);
    setText(a === 'new' ? '' : a.address);
    setError(null);
  };

  const save = () => {
    const [invalid] = validateForm(addressForm, { address: text });
    if (invalid)
      return setError(translate(invalid.rule === 'required' ? 'shop.profile.addresses.required' : invalid.message));
    const isNew = editing === 'new';
    if (isNew && !startAdding()) return;
    const options = {
      onSuccess: () => {
        if (isNew) doneAdding();
        setEditing(null);
        notify(isNew ? 'shop.profile.addresses.added' : 'shop.profile.addresses.updated', { type: 'success' });
      },
      onError: (e: unknown) => {
        if (isNew) doneAdding();
        const failed = translate(isNew ? 'shop.profile.addresses.addFailed' : 'shop.profile.addresses.updateFailed');
        setError((e instanceof ApiError && e.result.meta) || failed);
      },
    };
    const values = { address: text.trim() };
    if (isNew) create('addresses', { data: values }, options);
    else if (editing) update('addresses', { id: editing.id, data: values, previousData: editing }, options);
  };

  const confirmDelete = (a: DeliveryAddress) => {
    setDeleting(null);
    remove(
      'addresses',
      { id: a.id, previousData: a },
      {
        onSuccess: () => notify('shop.profile.addresses.deleted', { type: 'success' }),
        onError: () => notify('shop.profile.addresses.deleteFailed', { type: 'error' }),
      },
    );
  };

  if (isError) return <ProfileLoadError onRetry={() => void refetch()} />;
  if (!data) return <Skeleton variant="rounded" height={200} />;

  return (
    <Box data-testid="addresses-tab">
      <ProfileTabHeader
        title={translate('shop.profile.addresses.title')}
        hint={translate('shop.profile.addresses.hint')}
        action={
          <Tooltip title={full ? translate('shop.profile.addresses.limit') : ''}>
            <span>
              <Button
                variant="contained"
                startIcon={<AddLocation />}
                onClick={() => open('new')}
                disabled={full}
                data-testid="address-add"
              >
                {translate('shop.profile.addresses.add')}
              </Button>
            </span>
          </Tooltip>
        }
      />
      {full && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="address-limit">
          {translate('shop.profile.addresses.limit')}
        </Alert>
      )}
      {addresses.length === 0 ? (
        <Alert severity="info">{translate('shop.profile.addresses.none')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {addresses.map((a, i) => (
            <Card
              key={a.address_id}
              variant="outlined"
              sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start', boxShadow: 'none' }}
              data-testid={`address-${a.address_id}`}
            >
              <Place color="primary" sx={{ mt: 0.25 }} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                  {translate('shop.profile.addresses.number', { n: i + 1 })} · #{a.address_id}
                </Typography>
                <Typography sx={{ wordBreak: 'break-word' }}>
                  <OwnDirText>{a.address}</OwnDirText>
                </Typography>
              </Box>
              <IconButton
                aria-label={translate('shop.profile.addresses.edit')}
                onClick={() => open(a)}
                size="small"
                data-testid={`address-edit-${a.address_id}`}
              >
                <Edit fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={translate('shop.profile.addresses.delete')}
                onClick={() => setDeleting(a)}
                size="small"
                color="error"
                data-testid={`address-delete-${a.address_id}`}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Card>
          ))}
        </Box>
      )}

      <Dialog open={editing !== null} onClose={() => setEditing(null)} maxWidth="sm" fullWidth>
        <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
          <DialogTitle>
            {translate(editing === 'new' ? 'shop.profile.addresses.addTitle' : 'shop.profile.addresses.editTitle')}
          </DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              required
              label={translate('shop.profile.addresses.address')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              error={Boolean(error)}
              helperText={error ?? ' '}
              multiline
              minRows={2}
              sx={{ mt: 1 }}
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'address-input' } }}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setEditing(null)}>{translate('shop.profile.addresses.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={adding || updating} data-testid="address-save">
              {translate('shop.profile.addresses.save')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      <ConfirmDeleteDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </Box>
  );
}
