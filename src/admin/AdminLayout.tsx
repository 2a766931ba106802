import type { ReactNode } from 'react';
import { useBasename } from 'react-admin';
import { AreaLayout } from '../components/AreaLayout';
import { BackOfficeMenu } from '../components/BackOfficeMenu';
import { useSessionEndRedirect } from '../components/useSessionEndRedirect';
import { AdminTopBar } from './AdminTopBar';
import { useAdminMenuEntries } from './useAdminMenuEntries';

/** Layout of every signed-in admin screen: top bar and side menu (issue 27 §17). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const basename = useBasename();
  useSessionEndRedirect('admin', `${basename}/login`, true);
  return (
    <AreaLayout topBar={<AdminTopBar />} menu={<BackOfficeMenu entries={useAdminMenuEntries()} />}>
      {children}
    </AreaLayout>
  );
}
