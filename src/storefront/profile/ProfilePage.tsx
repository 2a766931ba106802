import CreditCard from '@mui/icons-material/CreditCardOutlined';
import Lock from '@mui/icons-material/LockOutlined';
import Person from '@mui/icons-material/PersonOutline';
import Place from '@mui/icons-material/PlaceOutlined';
import Pending from '@mui/icons-material/Inventory2Outlined';
import { Box, Card, Tab, Tabs, useMediaQuery, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { storefrontPage } from '../layout/storefrontPage';
import { AddressesTab } from './AddressesTab';
import { CardsTab } from './CardsTab';
import { ProfileInfoTab } from './ProfileInfoTab';
import { SecurityTab } from './SecurityTab';
import { BackordersTab } from '../backorders/BackordersTab';
import { PageTitle } from '../layout/PageTitle';
import { useShortageTexts } from '../../i18n/useShortageTexts';

/**
 * /pharmacy/profile and /pharmacies/profile: four tabs numbered 0 to 3 (spec 000 §2) and the back-orders (4, issue 41
 * §1), the tab kept in `?tab=`.
 */
export const Component = storefrontPage(PharmacyProfile, 1100, 'shop.titles.profile');

const TABS = ['profile', 'addresses', 'cards', 'security', 'backorders'] as const;
const ICONS = [<Person key="p" />, <Place key="a" />, <CreditCard key="c" />, <Lock key="s" />, <Pending key="b" />];

function PharmacyProfile() {
  const translate = useTranslate();
  const { t: st } = useShortageTexts();
  const [params, setParams] = useSearchParams();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const raw = Number(params.get('tab'));
  const tab = Number.isInteger(raw) && raw >= 0 && raw < TABS.length ? raw : 0;
  return (
    <Box data-testid="profile-page">
      <PageTitle title={translate('shop.profile.title')} subtitle={translate('shop.profile.subtitle')} />
      <Card>
        <Tabs
          value={tab}
          onChange={(_, v: number) => setParams(v ? { tab: String(v) } : {}, { replace: true })}
          variant={phone ? 'fullWidth' : 'standard'}
          sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 2 } }}
        >
          {TABS.map((t, i) => (
            <Tab
              key={t}
              icon={ICONS[i]}
              iconPosition={phone ? 'top' : 'start'}
              label={t === 'backorders' ? st('shop.profile.tabs.backorders') : translate(`shop.profile.tabs.${t}`)}
              sx={{ minWidth: 0, px: { xs: 0.5, sm: 2 }, fontSize: { xs: 12, sm: 14 }, minHeight: 56 }}
              id={`profile-tab-${i}`}
              aria-controls={`profile-panel-${i}`}
              data-testid={`tab-${t}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`profile-panel-${tab}`}
          aria-labelledby={`profile-tab-${tab}`}
          sx={{ p: { xs: 2, sm: 4 } }}
        >
          {tab === 0 && <ProfileInfoTab />}
          {tab === 1 && <AddressesTab />}
          {tab === 2 && <CardsTab />}
          {tab === 3 && <SecurityTab />}
          {tab === 4 && <BackordersTab />}
        </Box>
      </Card>
    </Box>
  );
}
