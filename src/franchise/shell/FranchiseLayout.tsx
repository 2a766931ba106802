import type { ReactNode } from 'react';
import { useBasename } from 'react-admin';
import { AreaLayout } from '../../components/AreaLayout';
import { useSessionEndRedirect } from '../../components/useSessionEndRedirect';
import { FranchiseTopBar } from './FranchiseTopBar';

/** Layout of every signed-in franchise screen: top bar, no side menu. */
export function FranchiseLayout({ children }: { children: ReactNode }) {
  const basename = useBasename();
  useSessionEndRedirect('franchise', `${basename}/login`);
  return <AreaLayout topBar={<FranchiseTopBar />}>{children}</AreaLayout>;
}
