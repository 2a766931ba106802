import AddCard from '@mui/icons-material/AddCardOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, IconButton, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useCreate, useDelete, useGetList, useTranslate, useUpdate } from 'react-admin';
import { useOneAtATime } from '../../components/useOneAtATime';
import { ApiError } from '../../http/client';
import { useSignedInNotify } from '../auth/useSignedInNotify';
import { SAVED_ITEMS_PAGE } from '../payment/useAddresses';
import { CardDialog, type CardValues, type SavedCard } from './CardDialog';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ProfileLoadError, ProfileTabHeader } from './ProfileTabParts';

const CARD_NOTICE_MS = 2000;

/** Tab 2: saved cards (D16: name, masked number, holder, expiry); add, edit, delete, through the `cards` resource. */
export function CardsTab() {
  const translate = useTranslate();
  const notify = useSignedInNotify();
  const { data, isError, refetch } = useGetList<SavedCard>('cards', { pagination: SAVED_ITEMS_PAGE });
  const [create] = useCreate<SavedCard>();
  const { busy: adding, start: startAdding, done: doneAdding } = useOneAtATime();
  const [update, { isPending: updating }] = useUpdate<SavedCard>();
  const [remove] = useDelete<SavedCard>();
  const [editing, setEditing] = useState<SavedCard | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const toast = (key: string, type: 'success' | 'error') => notify(key, { type, autoHideDuration: CARD_NOTICE_MS });

  const open = (c: SavedCard | 'new') => {
    setServerError(null);
    setEditing(c);
  };

  const save = (values: CardValues) => {
    const isNew = editing === 'new';
    if (isNew && !startAdding()) return;
    setServerError(null);
    const options = {
      onSuccess: () => {
        if (isNew) doneAdding();
        setEditing(null);
        toast(isNew ? 'shop.profile.cards.added' : 'shop.profile.cards.updated', 'success');
      },
      onError: (e: unknown) => {
        if (isNew) doneAdding();
        setServerError((e instanceof ApiError && e.result.meta) || translate('shop.profile.cards.addFailed'));
      },
    };
    const data = { ...values, card_number: values.card_number.replace(/\s/g, '') };
    if (isNew) create('cards', { data }, options);
    else if (editing) update('cards', { id: editing.id, data, previousData: editing }, options);
  };

  const confirmDelete = (c: SavedCard) => {
    setDeleting(null);
    remove(
      'cards',
      { id: c.id, previousData: c },
      {
        onSuccess: () => toast('shop.profile.cards.deleted', 'success'),
        onError: () => toast('shop.profile.cards.deleteFailed', 'error'),
      },
    );
  };

  if (isError) return <ProfileLoadError onRetry={() => void refetch()} />;
  if (!data) return <Skeleton variant="rounded" height={200} />;

  return (
    <Box data-testid="cards-tab">
      <ProfileTabHeader
        title={translate('shop.profile.cards.title')}
        hint={translate('shop.profile.cards.hint')}
        action={
          <Button variant="contained" startIcon={<AddCard />} onClick={() => open('new')} data-testid="card-add">
            {translate('shop.profile.cards.add')}
          </Button>
        }
      />
      {data.length === 0 ? (
        <Alert severity="info">{translate('shop.profile.cards.none')}</Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {data.map((c) => (
            <Box
              key={c.cc_id}
              data-testid={`card-${c.cc_id}`}
              sx={{
                position: 'relative',
                p: 2.5,
                borderRadius: '18px',
                color: '#fff',
                minHeight: 170,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'space-between',
                background: 'linear-gradient(135deg, #0f766e 0%, #115e59 55%, #134e4a 100%)',
                boxShadow: '0 12px 30px rgba(15, 118, 110, 0.28)',
                overflow: 'hidden',
                '&::after': {
                  content: '""',
                  position: 'absolute',
                  right: -40,
                  top: -40,
                  width: 160,
                  height: 160,
                  borderRadius: '50%',
                  bgcolor: 'rgba(255,255,255,0.08)',
                },
              }}
            >
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'flex-start',
                  position: 'relative',
                  zIndex: 1,
                }}
              >
                <Typography sx={{ fontWeight: 700 }} noWrap>
                  {c.card_name}
                </Typography>
                <Box sx={{ display: 'flex', mr: -1, mt: -1 }}>
                  <IconButton
                    aria-label={translate('shop.profile.cards.edit')}
                    onClick={() => open(c)}
                    size="small"
                    sx={{ color: 'inherit' }}
                    data-testid={`card-edit-${c.cc_id}`}
                  >
                    <Edit fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={translate('shop.profile.cards.delete')}
                    onClick={() => setDeleting(c)}
                    size="small"
                    sx={{ color: 'inherit' }}
                    data-testid={`card-delete-${c.cc_id}`}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Box>
              </Box>
              <Typography
                dir="ltr"
                sx={{
                  fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, monospace',
                  fontSize: 19,
                  letterSpacing: '.08em',
                  my: 2,
                  textAlign: 'start',
                }}
                data-testid="card-number"
              >
                {c.card_number}
              </Typography>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontSize: 13, opacity: 0.92 }}>
                <Typography variant="body2" noWrap sx={{ textTransform: 'uppercase', letterSpacing: '.05em' }}>
                  {c.card_holder}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {c.exp_month}/{c.exp_year}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <CardDialog
        card={editing}
        busy={adding || updating}
        serverError={serverError}
        onCancel={() => setEditing(null)}
        onSave={save}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </Box>
  );
}
