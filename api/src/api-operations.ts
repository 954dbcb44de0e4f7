import { allEndpoints, type Endpoint } from '@wallart/domain/endpoints';

/**
 * Every endpoint of the API, as the OpenAPI document at /api/openapi.json describes it: the
 * shared definitions that the routers bind their handlers to. `api-operations.test.ts` fails
 * when Express serves a route no definition names, or the reverse.
 */
export const apiOperations = (): Endpoint[] => allEndpoints();
