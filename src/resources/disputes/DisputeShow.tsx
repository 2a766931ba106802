import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { ShowBase, useCreatePath, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate, formatDZD } from '../../contract/constants';
import type { DisputeDetailView } from '../../contract/disputes';
import { clients } from '../../http/clients';
import { ApiError } from '../../http/client';
import { useLang } from '../../i18n/useLang';
import { MIRROR_IN_RTL } from '../../theme/themes';
import { LtrText } from '../../components/LtrText';
import { PageHeader } from '../../components/PageHeader';
import { CreditNoteButton } from '../../components/disputes/CreditNoteButton';
import { DisputeStatusChip } from '../../components/disputes/DisputeStatusChip';
import { DisputeThread } from '../../components/disputes/DisputeThread';
import { creditNotePdf, disputePhoto } from '../../dataProvider/disputes';
import { ResolveDisputePanel } from './ResolveDisputePanel';

/** The photos are private (D116): read with the admin's, or the franchisee's, tokens. Stable functions. */
const photoOf = {
  admin: (photoId: number) => disputePhoto(clients.admin, 'admin', photoId),
  franchise: (photoId: number) => disputePhoto(clients.franchise, 'franchise', photoId),
};

/** One dispute in the back office: the admin answers and settles it; the franchisee reads it (`readOnly`). */
export function DisputeShow({ readOnly = false }: { readOnly?: boolean }) {
  return (
    <ShowBase resource="disputes" queryOptions={{ retry: false }}>
      <DisputeContent readOnly={readOnly} />
    </ShowBase>
  );
}

function DisputeContent({ readOnly }: { readOnly: boolean }) {
  const d = useRecordContext<DisputeDetailView>();
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`resources.disputes.${key}`, vars);
  const createPath = useCreatePath();
  const notify = useNotify();
  const refresh = useRefresh();
  const lang = useLang();
  // opened from the list, react-admin first shows the list's record (no lines, photos, messages) while it fetches the
  // dispute: wait for the details rather than break on them
  if (!d || !Array.isArray(d.lines)) return <LinearProgress />;
  const send = async (body: string) => {
    const res = await clients.admin.request('POST', '/admin/dispute_message', { body: { disputeId: d.id, body } });
    if (res.code !== 2001) {
      notify(res.meta ?? 'shop.disputes.failed', { type: 'error' });
      throw new ApiError(res);
    }
    refresh();
  };
  const field = (label: string, value: React.ReactNode) => (
    <Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ textTransform: 'uppercase', letterSpacing: '.04em', fontWeight: 600 }}
      >
        {label}
      </Typography>
      <Typography component="div">{value}</Typography>
    </Box>
  );
  return (
    <Box data-testid="dispute-show">
      <PageHeader
        title={translate('shop.disputes.detailTitle', { id: d.id })}
        subtitle={`${d.order_no} · ${d.pharmacy_name}`}
        action={
          <Button
            component={Link}
            to={createPath({ resource: 'disputes', type: 'list' })}
            startIcon={<ArrowBack className={MIRROR_IN_RTL} />}
          >
            {t('back')}
          </Button>
        }
      />
      <Card>
        <CardContent>
          <Stack spacing={3}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
              {field(t('fields.status'), <DisputeStatusChip dispute={d} />)}
              {field(t('fields.opened_at'), formatDate(d.opened_at))}
              {field(t('fields.due_at'), formatDate(d.due_at))}
              {field(t('fields.claimed_amount'), <LtrText nowrap>{formatDZD(d.claimed_amount, lang)}</LtrText>)}
            </Box>
            {d.status === 'resolved' && (
              <Box>
                <Typography variant="subtitle2">{translate('shop.disputes.decision')}</Typography>
                <Typography>
                  {d.resolution_label}
                  {d.resolution_reason ? ' — ' : ''}
                  {d.resolution_reason && <bdi>{d.resolution_reason}</bdi>}
                </Typography>
              </Box>
            )}
            {!readOnly && d.credit_note_id && d.credit_note_number && (
              <Box>
                <CreditNoteButton
                  id={d.credit_note_id}
                  number={d.credit_note_number}
                  fetchPdf={(id, l) => creditNotePdf(clients.admin, 'admin', id, l)}
                />
              </Box>
            )}
            <DisputeThread
              dispute={d}
              viewer={readOnly ? 'franchise' : 'admin'}
              fetchPhoto={readOnly ? photoOf.franchise : photoOf.admin}
              onSend={!readOnly && d.status === 'open' ? send : undefined}
            />
            {!readOnly && d.status === 'open' && <ResolveDisputePanel disputeId={d.id} paymentType={d.payement_type} />}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
