export type { AdminHost, AdminLoginOptions } from './host/admin-host';
export {
  AdminHostProvider,
  useAdminHost,
  useApi,
  type AdminHostProviderProps,
} from './app/admin-context';
export { AdminProviders, type AdminProvidersProps } from './app/admin-providers';
export { AdminRoutes } from './app/admin-routes';
export { AdminApp, type AdminAppProps } from './app/admin-app';
export { createAdminQueryClient } from './app/admin-query-client';
export { StaffLoginForm, type StaffLoginFormProps } from './features/auth/staff-login-form';
export { UploadPage } from './features/uploads/upload-page';
export { adminCssVariablesResolver, adminTheme } from './theme/admin-theme';
export { ADMIN_TOAST_POSITION, TOAST_DURATION } from './lib/toast';
