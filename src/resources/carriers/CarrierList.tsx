import Edit from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  type Theme,
  useMediaQuery,
} from '@mui/material';
import { useState } from 'react';
import { DataTable, useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import { CARRIER_NAME_LENGTH, TRACKING_URL_MAX } from '../../contract/fulfilment';
import { ApiError } from '../../http/client';
import { BusyButton } from '../../components/BusyButton';
import { AdminList, EmptyRows } from '../common/AdminList';
import { useExportColumns } from '../common/export/useExportColumns';
import { RowActionButton } from '../common/RowActions';

interface Carrier {
  id: number;
  name: string;
  tracking_url_template: string | null;
  is_demo: boolean;
  active: boolean;
}

/** /admin/carriers (issue 28, D58): the carriers shipments leave with, and their tracking link; never deleted, deactivated. */
export function CarrierList() {
  const translate = useTranslate();
  const [editing, setEditing] = useState<Carrier | 'new' | null>(null);
  const exportColumns = useExportColumns<Carrier>('carriers', [
    { field: 'name' },
    { field: 'tracking_url_template' },
    { field: 'active', value: (r) => (r.active ? '1' : '0') },
  ]);
  const f = (key: string) => translate(`resources.carriers.fields.${key}`);
  // on a phone the link goes under the name, on the row's whole width: in its own narrow column it broke every few letters
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const template = (r: Carrier) =>
    r.tracking_url_template ? (
      <Box component="bdi" dir="ltr" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: 13 }}>
        {r.tracking_url_template}
      </Box>
    ) : (
      '—'
    );
  return (
    <AdminList
      resource="carriers"
      exportColumns={exportColumns}
      onAdd={() => setEditing('new')}
      dialogs={
        editing && <CarrierDialog carrier={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      }
    >
      <DataTable<Carrier>
        bulkActionButtons={false}
        empty={<EmptyRows text={translate('resources.carriers.empty')} />}
        rowClick={false}
        data-testid="carriers-table"
      >
        <DataTable.Col
          source="name"
          label={f('name')}
          render={(r) => (
            <Stack spacing={0.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{r.name}</span>
                {r.is_demo && <Chip size="small" variant="outlined" label={translate('resources.carriers.demo')} />}
                {!r.active && <Chip size="small" label={translate('resources.carriers.inactive')} />}
              </Stack>
              {phone && <Box sx={{ color: 'text.secondary' }}>{template(r as Carrier)}</Box>}
            </Stack>
          )}
        />
        {!phone && (
          <DataTable.Col
            source="tracking_url_template"
            label={f('tracking_url_template')}
            disableSort
            render={(r) => template(r as Carrier)}
          />
        )}
        <DataTable.Col
          label=""
          align="right"
          disableSort
          render={(r) => (
            <RowActionButton
              label={translate('resources.carriers.edit')}
              icon={<Edit fontSize="small" />}
              onClick={() => setEditing(r as Carrier)}
              testId="row-edit"
            />
          )}
        />
      </DataTable>
    </AdminList>
  );
}

function CarrierDialog({ carrier, onClose }: { carrier: Carrier | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [name, setName] = useState(carrier?.name ?? '');
  const [template, setTemplate] = useState(carrier?.tracking_url_template ?? '');
  const [active, setActive] = useState(carrier?.active ?? true);
  const [error, setError] = useState<string | null>(null);
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const data = { name: name.trim(), tracking_url_template: template.trim() || null, active };
  const done = {
    onSuccess: () => {
      notify('carrier.saved', { type: 'success', autoHideDuration: SNACKBAR_MS });
      onClose();
    },
    onError: (e: unknown) =>
      setError(e instanceof ApiError && e.result.meta ? e.result.meta : translate('shipping.failed')),
  };
  const save = () =>
    carrier
      ? update('carriers', { id: carrier.id, data, previousData: carrier }, done)
      : create('carriers', { data }, done);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="carrier-dialog">
      <DialogTitle>{translate(carrier ? 'resources.carriers.edit' : 'resources.carriers.create')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <TextField
            label={translate('resources.carriers.fields.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: CARRIER_NAME_LENGTH.max, 'data-testid': 'carrier-name' } }}
          />
          <TextField
            label={translate('resources.carriers.fields.tracking_url_template')}
            placeholder="https://…/{tracking}"
            value={template}
            onChange={(e) => setTemplate(e.target.value)}
            slotProps={{ htmlInput: { maxLength: TRACKING_URL_MAX, dir: 'ltr', 'data-testid': 'carrier-template' } }}
          />
          <FormControlLabel
            control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
            label={translate('resources.carriers.fields.active')}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <BusyButton variant="contained" busy={creating || updating} onClick={save} data-testid="carrier-save">
          {translate('ra.action.save')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
