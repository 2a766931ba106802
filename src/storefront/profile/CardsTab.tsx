import AddCard from '@mui/icons-material/AddCardOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, IconButton, Skeleton, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Code } from '../../contract/codes';
import { clients } from '../../http/clients';
import { CardDialog, type CardValues, type SavedCard } from './CardDialog';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ProfileLoadError, ProfileTabHeader } from './ProfileTabParts';
import { useSavedItemDelete } from './useSavedItemDelete';
import { useSessionExpired } from './useSessionExpired';

const KEY = ['pharmacy', 'get_my_cc'] as const;
const CARD_NOTICE_MS = 2000;

/** Tab 2: saved cards (D16: name, masked number, holder, expiry); add, edit, delete. */
export function CardsTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const sessionExpired = useSessionExpired();
  const { data, isError, refetch } = useQuery({ queryKey: KEY, queryFn: () => clients.pharmacy.call<SavedCard[]>('GET', '/pharmacy/get_my_cc') });
  const [editing, setEditing] = useState<SavedCard | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const deleteCard = useSavedItemDelete(KEY, '/pharmacy/delete_cc', { deleted: 'shop.profile.cards.deleted', failed: 'shop.profile.cards.deleteFailed' }, CARD_NOTICE_MS);

  const open = (c: SavedCard | 'new') => {
    setServerError(null);
    setEditing(c);
  };

  const save = async (values: CardValues) => {
    const isNew = editing === 'new';
    setBusy(true);
    setServerError(null);
    try {
      const body = { ...values, card_number: values.card_number.replace(/\s/g, '') };
      const r = isNew
        ? await clients.pharmacy.request<SavedCard[]>('POST', '/pharmacy/add_cc', { body })
        : await clients.pharmacy.request<SavedCard[]>('PUT', '/pharmacy/update_cc', { body: { ...body, cc_id: (editing as SavedCard).cc_id } });
      if (r.code === Code.OK) {
        queryClient.setQueryData(KEY, r.payload);
        setEditing(null);
        notify(isNew ? 'shop.profile.cards.added' : 'shop.profile.cards.updated', { type: 'success', autoHideDuration: CARD_NOTICE_MS });
      } else if (!sessionExpired(r.status)) setServerError(r.meta ?? translate('shop.profile.cards.addFailed'));
    } catch {
      setServerError(translate('shop.profile.cards.addFailed'));
    } finally {
      setBusy(false);
    }
  };

  const remove = (c: SavedCard) => {
    setDeleting(null);
    void deleteCard({ cc_id: c.cc_id });
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
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
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
                '&::after': { content: '""', position: 'absolute', right: -40, top: -40, width: 160, height: 160, borderRadius: '50%', bgcolor: 'rgba(255,255,255,0.08)' },
              }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', position: 'relative', zIndex: 1 }}>
                <Typography sx={{ fontWeight: 700 }} noWrap>
                  {c.card_name}
                </Typography>
                <Box sx={{ display: 'flex', mr: -1, mt: -1 }}>
                  <IconButton aria-label={translate('shop.profile.cards.edit')} onClick={() => open(c)} size="small" sx={{ color: 'inherit' }} data-testid={`card-edit-${c.cc_id}`}>
                    <Edit fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={translate('shop.profile.cards.delete')} onClick={() => setDeleting(c)} size="small" sx={{ color: 'inherit' }} data-testid={`card-delete-${c.cc_id}`}>
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Box>
              </Box>
              <Typography sx={{ fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, monospace', fontSize: 19, letterSpacing: '.08em', my: 2 }} data-testid="card-number">
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
      <CardDialog card={editing} busy={busy} serverError={serverError} onCancel={() => setEditing(null)} onSave={save} />
      <ConfirmDeleteDialog open={deleting !== null} onCancel={() => setDeleting(null)} onConfirm={() => deleting && remove(deleting)} />
    </Box>
  );
}
