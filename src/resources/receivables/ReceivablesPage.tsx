import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { CollectionList } from './CollectionList';
import { ReceivableList } from './ReceivableList';

/** /admin/receivables (issue 30 §5): what each pharmacy owes, and the franchisees' cash collections to confirm. */
export function ReceivablesPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState<'pharmacies' | 'collections'>('pharmacies');
  return (
    <Box data-testid="receivables-page">
      <PageHeader
        title={translate('resources.receivables.title')}
        subtitle={translate('resources.receivables.subtitle')}
      />
      <Tabs value={tab} onChange={(_, v: typeof tab) => setTab(v)} sx={{ mb: 2 }}>
        <Tab
          value="pharmacies"
          label={translate('receivables.tabs.pharmacies')}
          data-testid="receivables-tab-pharmacies"
        />
        <Tab
          value="collections"
          label={translate('receivables.tabs.collections')}
          data-testid="receivables-tab-collections"
        />
      </Tabs>
      {tab === 'pharmacies' ? <ReceivableList /> : <CollectionList />}
    </Box>
  );
}
