// MSW's `http`, typed by the generated paths: a handler can only answer what the spec allows.
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../api/types.ts';

export const http = createOpenApiHttp<paths>();

/** How long a "slow" handler takes: long enough to see the loading state, short enough for tests. */
export const SLOW_MS = 1500;
