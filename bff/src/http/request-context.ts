// What the BFF adds to each request and session, typed once.
import 'express-session';
import type { middleware } from 'express-openapi-validator';
import type { UserRecord } from '../modules/accounts/repository.ts';

/** What the validator sets on req.openapi, read off its public middleware type. */
type OpenApiRequestMetadata = NonNullable<Parameters<ReturnType<typeof middleware>[number]>[0]['openapi']>;

declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by express-openapi-validator for every request under /app it recognises. */
    openapi?: OpenApiRequestMetadata;
    /** The signed-in user, loaded once per request; null when signed out. */
    currentUser?: UserRecord | null;
  }
}
