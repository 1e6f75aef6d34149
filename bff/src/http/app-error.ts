// The one error type services throw; the error handler turns it into the spec's Error body.

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: FieldErrors, headers?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.headers = headers;
  }
}

export const MESSAGES = {
  validation: 'Please check the highlighted fields.',
  signInRequired: 'Please sign in to continue.',
  forbidden: 'You do not have access to this.',
  csrf: 'Your session has expired. Please reload the page and try again.',
  notFound: 'We could not find that.',
  tooMany: 'Too many attempts. Please wait a few minutes and try again.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

export const signInRequired = () => new AppError(401, 'sign_in_required', MESSAGES.signInRequired);
export const forbidden = () => new AppError(403, 'forbidden', MESSAGES.forbidden);
export const tooManyRequests = () => new AppError(429, 'too_many_requests', MESSAGES.tooMany);
/** One account's sign-in is paused after repeated failures, wherever they came from. */
export const accountSignInPaused = (minutes: number) =>
  new AppError(429, 'too_many_requests', `Too many failed sign-ins to this account. Wait ${minutes} minutes, or reset your password by e-mail.`);
export const validationFailed = (fields: FieldErrors) => new AppError(400, 'validation_failed', MESSAGES.validation, fields);
