import { DashboardPage } from '../dashboard/dashboard-page';

/** /admin: the dashboard, for every role (each block by the role's areas). */
export function AdminHome() {
  return <DashboardPage />;
}
