import ReportProblem from '@mui/icons-material/ReportProblemOutlined';
import { Box, Button, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatDate } from '../../contract/constants';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { DisputeStatusChip } from '../../components/disputes/DisputeStatusChip';
import { TextWithLtr } from '../../components/LtrText';
import { DisputeDialog } from './DisputeDialog';
import { type ClaimableLine, ReportProblemDialog } from './ReportProblemDialog';

/**
 * The disputes part of an order's details: its disputes (each opens its thread) and, on a delivered order,
 * "Report a problem". `lines` are what was delivered of each product; empty while nothing was delivered.
 */
export function OrderDisputes({
  orderId,
  orderNo,
  lines,
}: {
  orderId: number;
  orderNo: string;
  lines: ClaimableLine[];
}) {
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`shop.disputes.${key}`, vars);
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const queryClient = useQueryClient();
  const [reporting, setReporting] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const key = ['disputes', 'order', orderId];
  const { data: disputes = [] } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.orderDisputes(orderId),
    retry: false,
  });
  if (!disputes.length && !lines.length) return null;
  return (
    <Box sx={{ mt: 3 }} data-testid="order-disputes">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('title')}
        </Typography>
        {lines.length > 0 && (
          <Button
            variant="outlined"
            color="warning"
            startIcon={<ReportProblem />}
            onClick={() => setReporting(true)}
            data-testid="report-problem-button"
          >
            {t('report')}
          </Button>
        )}
      </Stack>
      {disputes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('none')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {disputes.map((d) => (
            <ListItemButton
              key={d.id}
              onClick={() => setShown(d.id)}
              data-testid={`dispute-row-${d.id}`}
              sx={{ borderRadius: 1, gap: 2, flexWrap: 'wrap' }}
            >
              <ListItemText
                primary={t('detailTitle', { id: d.id })}
                secondary={
                  <>
                    <TextWithLtr format={(date) => t('opened', { date })} value={formatDate(d.opened_at)} />
                    {d.credit_note_number && (
                      <>
                        {' · '}
                        <TextWithLtr format={(number) => t('creditNote', { number })} value={d.credit_note_number} />
                      </>
                    )}
                  </>
                }
              />
              <DisputeStatusChip dispute={d} />
            </ListItemButton>
          ))}
        </List>
      )}
      <ReportProblemDialog
        open={reporting}
        orderId={orderId}
        orderNo={orderNo}
        lines={lines}
        onClose={() => setReporting(false)}
        onSent={(id) => {
          setReporting(false);
          void queryClient.invalidateQueries({ queryKey: key });
          setShown(id);
        }}
      />
      <DisputeDialog
        disputeId={shown}
        onClose={() => {
          setShown(null);
          void queryClient.invalidateQueries({ queryKey: key });
        }}
      />
    </Box>
  );
}
