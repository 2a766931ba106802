import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { ShowBase, useCreatePath, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate, formatDZD } from '../../contract/constants';
import type { DisputeDetailView } from '../../contract/disputes';
import { useLang } from '../../i18n/useLang';
import { MIRROR_IN_RTL } from '../../theme/themes';
import { LtrText } from '../../components/LtrText';
import { PageHeader } from '../../components/PageHeader';
import { CreditNoteButton } from '../../components/disputes/CreditNoteButton';
import { DisputeStatusChip } from '../../components/disputes/DisputeStatusChip';
import { DisputeThread } from '../../components/disputes/DisputeThread';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import type { BackOfficeDataProvider } from '../../dataProvider/backOffice';
import { useAction } from '../../dataProvider/useAction';
import { ResolveDisputePanel } from './ResolveDisputePanel';

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
  // the photos are private (D116): read with the area's tokens, the admin's or the franchisee's (a stable function)
  const { disputePhoto, creditNote } = useDataProvider<BackOfficeDataProvider & Partial<AdminDataProvider>>();
  const lang = useLang();
  const message = useAction(
    (dp: AdminDataProvider, body: { disputeId: number; body: string }, meta) => dp.disputeMessage(body, meta),
    { failure: 'shop.disputes.failed' },
  );
  // opened from the list, react-admin first shows the list's record (no lines, photos, messages) while it fetches the
  // dispute: wait for the details rather than break on them
  if (!d || !Array.isArray(d.lines)) return <LinearProgress />;
  // a message not sent stays in the box
  const send = async (body: string) => {
    if (!(await message.run({ disputeId: d.id, body }))) throw new Error('message not sent');
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
            {!readOnly && creditNote && d.credit_note_id && d.credit_note_number && (
              <Box>
                <CreditNoteButton id={d.credit_note_id} number={d.credit_note_number} fetchPdf={creditNote} />
              </Box>
            )}
            <DisputeThread
              dispute={d}
              viewer={readOnly ? 'franchise' : 'admin'}
              fetchPhoto={disputePhoto}
              onSend={!readOnly && d.status === 'open' ? send : undefined}
            />
            {!readOnly && d.status === 'open' && <ResolveDisputePanel disputeId={d.id} paymentType={d.payement_type} />}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
