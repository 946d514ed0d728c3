import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ADMIN_EDITABLE } from '../domain/admin-edit';
import { CONTENT_PATH } from '../domain/content-kinds';
import type { StaffArea } from '../domain/staff';
import { AuditPage } from './audit/audit-page';
import { CategoriesPage } from './categories/categories-page';
import { CategoryEditPage } from './categories/category-edit-page';
import { AboutPage } from './content/about-page';
import { ContentEditPage } from './content/content-edit-page';
import { ContentListPage } from './content/content-list-page';
import { CustomerPage } from './customers/customer-page';
import { EditLinkPage } from './edit-link/edit-link-page';
import { CustomersPage } from './customers/customers-page';
import { OrderPage } from './order/order-page';
import { QuestionsPage } from './moderation/questions-page';
import { ReviewsPage } from './moderation/reviews-page';
import { PickingListPage } from './order/picking-list-page';
import { ProfilePage } from './profile/profile-page';
import { ProfessionalsPage } from './professionals/professionals-page';
import { ProductEditPage } from './product/product-edit-page';
import { ProductImportPage } from './products/product-import-page';
import { ProductsPage } from './products/products-page';
import { PromotionsPage } from './promotions/promotions-page';
import { CertificatesPage } from './certificates/certificates-page';
import { BannersPage } from './content/banners-page';
import { FaqPage } from './content/faq-page';
import { DeliveryPage } from './delivery/delivery-page';
import { OrdersPage } from './orders/orders-page';
import { AdminHome } from './shell/admin-home';
import { AdminLayout } from './shell/admin-layout';
import { AreaGuard } from './shell/area-guard';
import { AdminNotFound } from './shell/admin-not-found';
import { RequireStaff } from './shell/require-staff';
import { SettingsPage } from './settings/settings-page';
import { SignInPage } from './sign-in/sign-in-page';
import { StaffPage } from './staff/staff-page';
import { WebinarsPage } from './webinars/webinars-page';
import { SeminarEditPage } from './seminars/seminar-edit-page';
import { SeminarsPage } from './seminars/seminars-page';

/** A page of an area, shown only to a role that opens the area. */
function guarded(path: string, area: StaffArea, page: ReactNode): RouteObject {
  return { path, element: <AreaGuard area={area}>{page}</AreaGuard> };
}

/** The back office's pages, under /admin; each area's pages only for a role that opens it (the server checks too). */
export const ADMIN_ROUTES: RouteObject[] = [
  { path: '/login', element: <SignInPage /> },
  {
    element: <RequireStaff />,
    children: [
      guarded('/orders/:id/picking', 'orders', <PickingListPage />),
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: <AdminHome /> },
          guarded('/orders', 'orders', <OrdersPage />),
          guarded('/orders/:id', 'orders', <OrderPage />),
          guarded('/customers', 'customers', <CustomersPage />),
          guarded('/customers/:id', 'customers', <CustomerPage />),
          guarded('/professionals', 'customers', <ProfessionalsPage />),
          guarded('/reviews', 'moderation', <ReviewsPage />),
          guarded('/questions', 'moderation', <QuestionsPage />),
          guarded('/webinars', 'customers', <WebinarsPage />),
          guarded('/seminars', 'content', <SeminarsPage />),
          guarded('/seminars/new', 'content', <SeminarEditPage />),
          guarded('/seminars/:id', 'content', <SeminarEditPage />),
          guarded('/products', 'catalogue', <ProductsPage />),
          guarded('/products/new', 'catalogue', <ProductEditPage />),
          guarded('/products/:id', 'catalogue', <ProductEditPage />),
          guarded('/products/import', 'catalogue', <ProductImportPage />),
          guarded('/categories', 'catalogue', <CategoriesPage />),
          guarded('/categories/new', 'catalogue', <CategoryEditPage />),
          guarded('/categories/:id', 'catalogue', <CategoryEditPage />),
          guarded('/promotions', 'promotions', <PromotionsPage />),
          guarded('/certificates', 'promotions', <CertificatesPage />),
          guarded('/delivery', 'promotions', <DeliveryPage />),
          guarded('/staff', 'staff', <StaffPage />),
          guarded('/audit', 'audit', <AuditPage />),
          guarded('/settings', 'settings', <SettingsPage />),
          ...(['news', 'blog', 'information'] as const).flatMap((kind) => {
            const path = `/${CONTENT_PATH[kind]}`;
            return [
              guarded(path, 'content', <ContentListPage key={kind} kind={kind} />),
              guarded(`${path}/new`, 'content', <ContentEditPage kind={kind} />),
              guarded(`${path}/:id`, 'content', <ContentEditPage kind={kind} />),
            ];
          }),
          guarded('/about', 'content', <AboutPage />),
          guarded('/banners', 'content', <BannersPage />),
          guarded('/faq', 'content', <FaqPage />),
          { path: '/profile', element: <ProfilePage /> },
          // The storefront's 'Редактировать' links (product §6); each page checks the link and opens the editor.
          ...ADMIN_EDITABLE.map((kind) => ({
            path: `/${kind}/edit`,
            element: <EditLinkPage key={kind} kind={kind} />,
          })),
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
