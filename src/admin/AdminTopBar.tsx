import { BackOfficeTopBar } from '../components/BackOfficeTopBar';
import { useAdminMenuEntries } from './useAdminMenuEntries';

/** Admin top bar (spec 001 §2 Dashboard): side menu button, logo to the dashboard, language menu, profile menu. */
export function AdminTopBar() {
  return <BackOfficeTopBar entries={useAdminMenuEntries()} />;
}
