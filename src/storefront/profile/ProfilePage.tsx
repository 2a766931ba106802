import { Box, Card, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { StorefrontLayout } from '../layout/StorefrontLayout';
import { AddressesTab } from './AddressesTab';
import { CardsTab } from './CardsTab';
import { ProfileInfoTab } from './ProfileInfoTab';
import { SecurityTab } from './SecurityTab';

/** /pharmacy/profile and /pharmacies/profile: four tabs numbered 0 to 3 (spec 000 §2), the tab kept in `?tab=`. */
export function Component() {
  return (
    <StorefrontLayout maxWidth={1100}>
      <PharmacyProfile />
    </StorefrontLayout>
  );
}

const TABS = ['profile', 'addresses', 'cards', 'security'] as const;

function PharmacyProfile() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('tab'));
  const tab = Number.isInteger(raw) && raw >= 0 && raw < TABS.length ? raw : 0;
  return (
    <Box data-testid="profile-page">
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
        {translate('shop.profile.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('shop.profile.subtitle')}
      </Typography>
      <Card>
        <Tabs
          value={tab}
          onChange={(_, v: number) => setParams(v ? { tab: String(v) } : {}, { replace: true })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 2 } }}
        >
          {TABS.map((t, i) => (
            <Tab key={t} label={translate(`shop.profile.tabs.${t}`)} id={`profile-tab-${i}`} aria-controls={`profile-panel-${i}`} data-testid={`tab-${t}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`} sx={{ p: { xs: 2, sm: 4 } }}>
          {tab === 0 && <ProfileInfoTab />}
          {tab === 1 && <AddressesTab />}
          {tab === 2 && <CardsTab />}
          {tab === 3 && <SecurityTab />}
        </Box>
      </Card>
    </Box>
  );
}
