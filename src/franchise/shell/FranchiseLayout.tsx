import type { ReactNode } from 'react';
import { useBasename } from 'react-admin';
import { AreaLayout } from '../../components/AreaLayout';
import { BackOfficeMenu } from '../../components/BackOfficeMenu';
import { useSessionEndRedirect } from '../../components/useSessionEndRedirect';
import { FranchiseTopBar } from './FranchiseTopBar';
import { useFranchiseMenuEntries } from './useFranchiseMenuEntries';

/** Layout of every signed-in franchise screen: top bar and side menu (issue 27 §17). */
export function FranchiseLayout({ children }: { children: ReactNode }) {
  const basename = useBasename();
  useSessionEndRedirect('franchise', `${basename}/login`, true);
  return (
    <AreaLayout topBar={<FranchiseTopBar />} menu={<BackOfficeMenu entries={useFranchiseMenuEntries()} />}>
      {children}
    </AreaLayout>
  );
}
