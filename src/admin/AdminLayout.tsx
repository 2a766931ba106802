import type { ReactNode } from 'react';
import { useBasename } from 'react-admin';
import { AreaLayout } from '../components/AreaLayout';
import { useSessionEndRedirect } from '../components/useSessionEndRedirect';
import { AdminTopBar } from './AdminTopBar';

/** Layout of every signed-in admin screen: top bar only, no side menu (spec 001 §2). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const basename = useBasename();
  useSessionEndRedirect('admin', `${basename}/login`);
  return <AreaLayout topBar={<AdminTopBar />}>{children}</AreaLayout>;
}
