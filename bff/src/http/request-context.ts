// What the BFF adds to each request and session, typed once.
import 'express-session';
import type { OpenApiRequestMetadata } from 'express-openapi-validator/dist/framework/types.js';
import type { UserRecord } from '../modules/accounts/repository.ts';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    csrfToken?: string;
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
