// Query keys for the pro application. The receipt is kept under the `apply` type (seed: "the
// professional application response is stored under the apply type"), the way the current user is
// kept under `current_user`: a cache entry written by the call's answer, never fetched.
export const proKeys = {
  application: ['apply'] as const,
};
