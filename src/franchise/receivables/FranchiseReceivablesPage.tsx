import { Box, Button, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { runtimeConfig } from '../../config/runtime';
import { CollectionList } from '../../resources/receivables/CollectionList';
import { ReceivableList } from '../../resources/receivables/ReceivableList';
import { CollectionDialog } from './CollectionDialog';

/**
 * /franchise/receivables (issue 30 §5): the wilaya's receivables with terms and limits, read only; where the
 * configuration allows it (FRANCHISE_CASH_COLLECTION), the cash collected, recorded here and confirmed by the admin.
 */
export function FranchiseReceivablesPage() {
  const translate = useTranslate();
  const collections = runtimeConfig().franchiseCashCollection === true;
  const [tab, setTab] = useState<'pharmacies' | 'collections'>('pharmacies');
  const [recording, setRecording] = useState(false);
  return (
    <Box data-testid="receivables-page">
      <PageHeader
        title={translate('resources.receivables.title')}
        subtitle={translate('resources.receivables.franchiseSubtitle')}
        action={
          collections && (
            <Button variant="contained" onClick={() => setRecording(true)} data-testid="record-collection">
              {translate('receivables.collections.record')}
            </Button>
          )
        }
      />
      {collections && (
        <Tabs value={tab} onChange={(_, v: typeof tab) => setTab(v)} sx={{ mb: 2 }}>
          <Tab value="pharmacies" label={translate('receivables.tabs.pharmacies')} />
          <Tab
            value="collections"
            label={translate('receivables.tabs.collections')}
            data-testid="receivables-tab-collections"
          />
        </Tabs>
      )}
      {tab === 'pharmacies' ? <ReceivableList readOnly /> : <CollectionList readOnly />}
      {recording && <CollectionDialog onClose={() => setRecording(false)} />}
    </Box>
  );
}
