import { Button } from '@mantine/core';
import {
  IconHistory,
  IconLayoutDashboard,
  IconLogout,
  IconMessageStar,
  IconDiscount,
  IconMail,
  IconMailCode,
  IconPhoto,
  IconReceipt,
  IconReceiptRefund,
  IconFileText,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminShell, type NavItem } from '../components/admin-shell';
import { AuditPage } from '../features/audit/audit-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { DiscountsPage } from '../features/discounts/discounts-page';
import { InboxPage } from '../features/inbox/inbox-page';
import { MailPreviewsPage } from '../features/mail-previews/mail-previews-page';
import { OrdersPage } from '../features/orders/orders-page';
import { AddProductPage } from '../features/products/add-product-page';
import { EditProductPage } from '../features/products/edit-product-page';
import { ProductsPage } from '../features/products/products-page';
import { ReturnsPage } from '../features/returns';
import { ReviewsPage } from '../features/reviews/reviews-page';
import { SettingsPage } from '../features/settings/settings-page';
import { ContentPage } from '../features/content/content-page';
import { UsersPage } from '../features/users/users-page';
import { useAdminHost } from './admin-context';
import { AdminGuard } from './admin-guard';
import { AdminSessionWatcher } from './admin-session-watcher';

const NAV: NavItem[] = [
  {
    label: 'Dashboard',
    to: '/admin/dashboard',
    icon: <IconLayoutDashboard size={18} />,
    alsoActiveOn: ['/admin'],
  },
  { label: 'Users', to: '/admin/users', icon: <IconUsers size={18} /> },
  {
    label: 'Products',
    to: '/admin/products',
    icon: <IconPhoto size={18} />,
    alsoActiveOn: ['/admin/addproducts', '/admin/editproducts'],
  },
  { label: 'Orders', to: '/admin/orders', icon: <IconReceipt size={18} /> },
  { label: 'Returns', to: '/admin/returns', icon: <IconReceiptRefund size={18} /> },
  { label: 'Discounts', to: '/admin/discounts', icon: <IconDiscount size={18} /> },
  { label: 'Inbox', to: '/admin/inbox', icon: <IconMail size={18} /> },
  { label: 'Reviews', to: '/admin/reviews', icon: <IconMessageStar size={18} /> },
  { label: 'Audit log', to: '/admin/audit', icon: <IconHistory size={18} /> },
  { label: 'Content', to: '/admin/content', icon: <IconFileText size={18} /> },
  { label: 'Mail previews', to: '/admin/mail-previews', icon: <IconMailCode size={18} /> },
  { label: 'Settings', to: '/admin/settings', icon: <IconSettings size={18} /> },
];

function SignOut() {
  const host = useAdminHost();
  return (
    <Button
      variant="subtle"
      color="ink"
      fullWidth
      justify="flex-start"
      leftSection={<IconLogout size={18} />}
      onClick={async () => {
        await host.clearToken();
        host.goToLogin();
      }}
    >
      Sign out
    </Button>
  );
}

/**
 * The admin area of SPEC §2, to be mounted at `/admin/*` inside the host's router; every
 * link inside it is absolute (`/admin/...`).
 */
export function AdminRoutes() {
  return (
    <>
      <AdminSessionWatcher />
      <AdminGuard>
        <AdminShell nav={NAV} footer={<SignOut />}>
          <Routes>
            <Route index element={<DashboardPage />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="users" element={<UsersPage />} />
            <Route path="products" element={<ProductsPage />} />
            <Route path="addproducts" element={<AddProductPage />} />
            <Route path="editproducts" element={<EditProductPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="returns" element={<ReturnsPage />} />
            <Route path="discounts" element={<DiscountsPage />} />
            <Route path="inbox" element={<InboxPage />} />
            <Route path="reviews" element={<ReviewsPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="mail-previews" element={<MailPreviewsPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="content" element={<ContentPage />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </AdminShell>
      </AdminGuard>
    </>
  );
}
