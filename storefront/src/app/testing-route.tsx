import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminProviders, UploadPage } from '@wallart/admin-ui';
import { createWebAdminHost } from '../host/web-admin-host';

/** The file upload test screen (SPEC §2, /testing), outside the shopper shell. */
export default function TestingRoute() {
  const navigate = useNavigate();
  const host = useMemo(() => createWebAdminHost({ navigate }), [navigate]);
  return (
    <AdminProviders host={host} scopedTheme>
      <UploadPage />
    </AdminProviders>
  );
}
