import Add from '@mui/icons-material/Add';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, Card, IconButton, Tooltip } from '@mui/material';
import { DataTable, List, SimpleList, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { FranchisePharmacy } from '../../dataProvider/franchise';
import { isSessionEnd } from '../../http/client';
import { ConditionalPagination } from '../common/ConditionalPagination';
import { ListSearch } from '../../components/ListSearch';
import { ListCount } from '../common/ListCount';
import { PageHeader } from '../../components/PageHeader';
import { useIsPhone } from '../common/useIsPhone';
import { useRouteDialog } from '../../components/useRouteDialog';
import { PharmacyCreateDialog } from './PharmacyCreateDialog';
import { PharmacyShowDialog } from './PharmacyShowDialog';
import { LtrText } from '../../components/LtrText';

/**
 * /franchise/pharmacies (spec 000 §2): search, Add, the pharmacies of the wilaya, the add dialog at
 * /franchise/pharmacies/create and the details at /franchise/pharmacies/:id/show. A list that fails to
 * load sends the user back to the dashboard; an ended session to the sign-in.
 */
export function PharmacyList() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { showId, creating, close, open } = useRouteDialog();

  const onError = (error: Error) => {
    const { code = 0, status = 0 } = error as Error & { code?: number; status?: number };
    if (isSessionEnd({ code, status })) return;
    notify('franchise.pharmacies.errors.load', { type: 'error' });
    redirect(() => '/dashboard');
  };

  return (
    <Box data-testid="franchise-pharmacies">
      <PageHeader
        title={translate('franchise.pharmacies.title')}
        subtitle={translate('franchise.pharmacies.subtitle')}
        action={
          <Button
            variant="contained"
            size="large"
            startIcon={<Add />}
            onClick={() => open('create')}
            data-testid="add-pharmacy"
          >
            {translate('franchise.pharmacies.add')}
          </Button>
        }
      />
      <List
        resource="pharmacies"
        perPage={50}
        sort={{ field: 'name', order: 'ASC' }}
        actions={false}
        title={false}
        empty={false}
        pagination={<ConditionalPagination />}
        queryOptions={{ onError }}
        component={Box}
      >
        <Card sx={{ overflow: 'hidden' }}>
          <Box
            sx={{
              p: 2,
              borderBottom: 1,
              borderColor: 'divider',
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              flexWrap: 'wrap',
            }}
          >
            <ListSearch
              live
              placeholder={translate('franchise.pharmacies.searchPlaceholder')}
              texts="franchise.common"
              testId="pharmacies-search"
            />
            <ListCount messageKey="franchise.pharmacies.count" />
          </Box>
          <PharmaciesTable onOpen={(id) => open('show', id)} />
        </Card>
      </List>
      <PharmacyCreateDialog open={creating} onClose={close} />
      <PharmacyShowDialog id={showId} onClose={close} />
    </Box>
  );
}

function PharmaciesTable({ onOpen }: { onOpen: (id: FranchisePharmacy['id']) => void }) {
  const translate = useTranslate();
  const phone = useIsPhone();
  const empty = (
    <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }} data-testid="pharmacies-empty">
      {translate('franchise.pharmacies.empty')}
    </Box>
  );
  const click = (id: FranchisePharmacy['id']) => {
    onOpen(id);
    return false as const;
  };
  if (phone)
    return (
      <SimpleList<FranchisePharmacy>
        primaryText={(r) => r.name}
        secondaryText={(r) => [r.email, r.phone ?? r.phone1].filter(Boolean).join(' · ')}
        tertiaryText={(r) => (r.poc_fullName && r.poc_fullName !== '-' ? r.poc_fullName : '')}
        rowClick={click}
        empty={empty}
      />
    );
  const f = (key: string) => translate(`franchise.pharmacies.fields.${key}`);
  return (
    <DataTable<FranchisePharmacy>
      bulkActionButtons={false}
      rowClick={click}
      empty={empty}
      size="medium"
      data-testid="pharmacies-table"
    >
      <DataTable.Col
        source="name"
        label={f('name')}
        render={(r) => (
          <Box component="span" sx={{ fontWeight: 600 }}>
            {r.name}
          </Box>
        )}
      />
      <DataTable.Col source="email" label={f('email')} />
      <DataTable.Col
        source="phone"
        label={f('phone')}
        disableSort
        render={(r) => <LtrText nowrap>{r.phone ?? r.phone1}</LtrText>}
      />
      <DataTable.Col source="poc_fullName" label={f('poc')} />
      <DataTable.Col
        label={f('actions')}
        align="right"
        disableSort
        render={(r) => (
          <Tooltip title={translate('franchise.pharmacies.actions.view')}>
            <IconButton
              size="small"
              color="primary"
              aria-label={translate('franchise.pharmacies.actions.view')}
              onClick={(e) => {
                e.stopPropagation();
                onOpen(r.id);
              }}
              data-testid="pharmacy-view"
            >
              <Visibility fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      />
    </DataTable>
  );
}
