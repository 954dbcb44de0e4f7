import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminProviders, AdminRoutes } from '@wallart/admin-ui';
import { createWebAdminHost } from '../host/web-admin-host';
import { requestToastLayer } from '../lib/toast';

/** The web admin at /admin/*: the shared admin screens inside the storefront's router. */
export default function AdminMount() {
  const navigate = useNavigate();
  const host = useMemo(() => createWebAdminHost({ navigate }), [navigate]);
  // The admin screens show their toasts through Mantine directly, not the storefront's toast.
  useEffect(() => requestToastLayer(), []);
  return (
    <AdminProviders host={host} scopedTheme>
      <AdminRoutes />
    </AdminProviders>
  );
}
