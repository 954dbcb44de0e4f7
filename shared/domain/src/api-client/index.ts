export { createApiClient, type ApiClient } from './create-api-client';
export {
  ApiError,
  isApiError,
  type ApiErrorCode,
  type HttpOptions,
  type TokenProvider,
  type UnauthorizedEvent,
} from './http';
export type { ShopConfig, Health } from './system.client';
