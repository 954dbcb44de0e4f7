export { createApiClient, type ApiClient } from './create-api-client';
export {
  ApiError,
  isApiError,
  type ApiErrorCode,
  type HttpOptions,
  type TokenProvider,
} from './http';
export type { ShopConfig, Health } from './system.client';
