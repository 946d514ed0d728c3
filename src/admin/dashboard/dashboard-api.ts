import type { Dashboard } from '../../contract/admin-dashboard';
import { getJson } from '../../api/http';
import { ADMIN_API } from '../api/admin-api';

export const dashboardKey = ['admin', 'dashboard'] as const;

export const fetchDashboard = () => getJson<Dashboard>(`${ADMIN_API}/dashboard`);
