import { lazy } from 'react';
import { adminAuthProvider } from '../authProviders';
import { BackOfficeApp } from '../components/BackOfficeApp';
import { adminDataProvider as dataProvider } from '../dataProvider/adminArea';
import { adminResources } from '../resources';
import { AdminLayout } from './AdminLayout';
import { AdminLogin, AdminRoot } from './AdminRoot';

// in the area layout's Suspense, like the resources' lists
const AdminDashboard = lazy(() => import('./AdminDashboard').then((m) => ({ default: m.AdminDashboard })));

/** The admin back office under /admin (spec 001): its own store, the admin tokens, the resources of src/resources. */
export function Component() {
  return (
    <BackOfficeApp
      role="admin"
      title="ParaPharm DZ — Administration"
      authProvider={adminAuthProvider}
      dataProvider={dataProvider}
      layout={AdminLayout}
      loginPage={AdminLogin}
      root={<AdminRoot />}
      dashboard={<AdminDashboard />}
    >
      {adminResources}
    </BackOfficeApp>
  );
}
