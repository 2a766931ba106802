import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { type Identifier, useRecordContext, useTranslate } from 'react-admin';
import { LastOrderCsvButton } from '../../components/LastOrderCsvButton';
import { formatDate, formatDZD } from '../../contract/constants';
import { DetailField, DetailGrid, DetailsEditButton, SectionTitle } from '../common/Details';
import { DialogForm } from '../common/DialogForm';
import { ResourceCreateDialog } from '../common/ResourceCreateDialog';
import { ResourceEditDialog } from '../common/ResourceEditDialog';
import { ResourceShowDialog } from '../common/ResourceShowDialog';
import { FranchiseSubDialog } from '../fra/FranchiseSubDialog';
import { PharmacyFields } from './PharmacyFields';
import type { Pharmacy } from './types';
import { useLang } from '../../i18n/useLang';
import { useWilayaName } from '../../components/useWilayaName';
import { LtrText } from '../../components/LtrText';

/** The add-pharmacy dialog comes back this long after a franchisee was saved in the sub-dialog (001 §4, §9). */
export const REOPEN_AFTER_MS = 3000;

/**
 * The pharmacy dialog steps aside while the add-franchisee sub-dialog is open (what was typed is kept) and
 * comes back 3 s after the franchisee was saved, with it selected; cancelling brings it back at once.
 */
function useFranchiseSubDialog() {
  const [subWilaya, setSubWilaya] = useState<number | null>(null);
  const [away, setAway] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    away,
    subWilaya,
    openSub: (wilayaId: number) => {
      setAway(true);
      setSubWilaya(wilayaId);
    },
    closeSub: () => {
      setSubWilaya(null);
      setAway(false);
    },
    saved: () => {
      setSubWilaya(null);
      timer.current = setTimeout(() => setAway(false), REOPEN_AFTER_MS);
    },
  };
}

export function PharmacyCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const sub = useFranchiseSubDialog();
  return (
    <>
      <ResourceCreateDialog
        resource="pharmacies"
        testId="pharmacy-create"
        open={open}
        hidden={sub.away}
        onClose={onClose}
        successMessage="admin.pharmacyAdded"
      >
        <DialogForm onCancel={onClose}>
          <PharmacyFields onAddFranchise={sub.openSub} />
        </DialogForm>
      </ResourceCreateDialog>
      <FranchiseSubDialog wilayaId={sub.subWilaya} onClose={sub.closeSub} onSaved={sub.saved} />
    </>
  );
}

export function PharmacyEditDialog({ id, onClose }: { id: Identifier | null; onClose: () => void }) {
  const sub = useFranchiseSubDialog();
  return (
    <>
      <ResourceEditDialog
        resource="pharmacies"
        testId="pharmacy-edit"
        id={id}
        hidden={sub.away}
        onClose={onClose}
        successMessage="admin.pharmacyUpdated"
      >
        <DialogForm onCancel={onClose}>
          <PharmacyFields onAddFranchise={sub.openSub} />
        </DialogForm>
      </ResourceEditDialog>
      <FranchiseSubDialog wilayaId={sub.subWilaya} onClose={sub.closeSub} onSaved={sub.saved} />
    </>
  );
}

export function PharmacyShowDialog({
  id,
  onClose,
  onEdit,
}: {
  id: Identifier | null;
  onClose: () => void;
  onEdit: (id: Identifier) => void;
}) {
  return (
    <ResourceShowDialog resource="pharmacies" testId="pharmacy-show" id={id} onClose={onClose}>
      <PharmacyDetails onEdit={onEdit} />
    </ResourceShowDialog>
  );
}

function PharmacyDetails({ onEdit }: { onEdit: (id: Identifier) => void }) {
  const translate = useTranslate();
  const wilayaName = useWilayaName();
  const lang = useLang();
  const r = useRecordContext<Pharmacy>()!;
  const f = (key: string) => translate(`resources.pharmacies.fields.${key}`);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <SectionTitle first>{translate('resources.pharmacies.sections.pharmacy')}</SectionTitle>
      <DetailGrid>
        <DetailField label={f('name')} value={r.name} testId="detail-name" />
        <DetailField label={f('email')} value={r.email} />
        <DetailField label={f('phone1')} value={<LtrText>{r.phone1}</LtrText>} />
        {r.phone2 && <DetailField label={f('phone2')} value={<LtrText>{r.phone2}</LtrText>} />}
        <DetailField label={f('rc')} value={r.rc} />
        <DetailField label={f('nif')} value={r.nif} />
        <DetailField label={f('rib')} value={r.rib} />
      </DetailGrid>
      <SectionTitle>{translate('resources.pharmacies.sections.address')}</SectionTitle>
      <DetailGrid>
        <DetailField label={f('wilaya')} value={wilayaName(r.wilaya_name)} />
        <DetailField label={f('zip')} value={r.zip} />
        <DetailField label={f('address1')} value={r.address1} />
        {r.address2 && <DetailField label={f('address2')} value={r.address2} />}
      </DetailGrid>
      {r.poc && (
        <>
          <SectionTitle>{translate('resources.pharmacies.sections.poc')}</SectionTitle>
          <DetailGrid>
            <DetailField label={f('pocName')} value={r.poc.fullName} />
            <DetailField label={f('poc_email')} value={r.poc.email} />
            <DetailField label={f('poc_phone')} value={r.poc.phone} />
          </DetailGrid>
        </>
      )}
      <SectionTitle>{translate('resources.pharmacies.sections.franchise')}</SectionTitle>
      {r.franchise ? (
        <DetailGrid>
          <DetailField label={f('franchise')} value={r.franchise.fullName} testId="detail-franchise" />
          <DetailField label={f('email')} value={r.franchise.email} />
          <DetailField label={f('phone')} value={r.franchise.phone} />
        </DetailGrid>
      ) : (
        <Box sx={{ color: 'text.secondary' }}>-</Box>
      )}
      {r.orders && r.orders.length > 0 && (
        <>
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <SectionTitle>{translate('resources.pharmacies.sections.orders')}</SectionTitle>
            <LastOrderCsvButton order={r.orders[0]} />
          </Box>
          <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" data-testid="pharmacy-orders">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.orders.fields.order_no')}</TableCell>
                  <TableCell>{translate('resources.orders.fields.order_date')}</TableCell>
                  <TableCell align="right">{translate('resources.orders.fields.order_price')}</TableCell>
                  <TableCell>{translate('resources.orders.fields.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {r.orders.map((o) => (
                  <TableRow key={o.order_id}>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{o.order_no}</TableCell>
                    <TableCell>{formatDate(o.order_date)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatDZD(o.total_price, lang)}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={o.status === 1 ? 'success' : 'warning'}
                        label={translate(
                          o.status === 1
                            ? 'resources.pharmacies.orderStatus.paid'
                            : 'resources.pharmacies.orderStatus.pending',
                        )}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
      <DetailsEditButton onEdit={() => onEdit(r.id)} />
    </Box>
  );
}
