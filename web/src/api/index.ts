export { createApiClient, getDefaultApiClient, unwrap, type ApiClient, type ApiClientOptions } from './client.ts';
export { ApiError, isApiError, toApiError, errorFromResponse, OFFLINE_MESSAGE } from './errors.ts';
export * from './types.ts';
