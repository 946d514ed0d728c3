import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuditPage } from './audit/audit-page';
import { CustomerPage } from './customers/customer-page';
import { CustomersPage } from './customers/customers-page';
import { OrderPage } from './order/order-page';
import { PickingListPage } from './order/picking-list-page';
import { OrdersPage } from './orders/orders-page';
import { AdminHome } from './shell/admin-home';
import { AdminLayout } from './shell/admin-layout';
import { AreaGuard } from './shell/area-guard';
import { AdminNotFound } from './shell/admin-not-found';
import { RequireStaff } from './shell/require-staff';
import { SignInPage } from './sign-in/sign-in-page';
import { StaffPage } from './staff/staff-page';

/** The back office's pages, under /admin; each area's pages only for a role that opens it (the server checks too). */
export const ADMIN_ROUTES: RouteObject[] = [
  { path: '/login', element: <SignInPage /> },
  {
    element: <RequireStaff />,
    children: [
      {
        path: '/orders/:id/picking',
        element: (
          <AreaGuard area="orders">
            <PickingListPage />
          </AreaGuard>
        ),
      },
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: <AdminHome /> },
          {
            path: '/orders',
            element: (
              <AreaGuard area="orders">
                <OrdersPage />
              </AreaGuard>
            ),
          },
          {
            path: '/orders/:id',
            element: (
              <AreaGuard area="orders">
                <OrderPage />
              </AreaGuard>
            ),
          },
          {
            path: '/customers',
            element: (
              <AreaGuard area="customers">
                <CustomersPage />
              </AreaGuard>
            ),
          },
          {
            path: '/customers/:id',
            element: (
              <AreaGuard area="customers">
                <CustomerPage />
              </AreaGuard>
            ),
          },
          {
            path: '/staff',
            element: (
              <AreaGuard area="staff">
                <StaffPage />
              </AreaGuard>
            ),
          },
          {
            path: '/audit',
            element: (
              <AreaGuard area="audit">
                <AuditPage />
              </AreaGuard>
            ),
          },
          { path: '*', element: <AdminNotFound /> },
        ],
      },
    ],
  },
];

export const ADMIN_BASENAME = '/admin';

export function createAdminRouter() {
  return createBrowserRouter(ADMIN_ROUTES, { basename: ADMIN_BASENAME });
}
