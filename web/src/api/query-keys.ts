// Query keys more than one feature writes: the current user is replaced by account calls and by
// booking answers (seed section 4), so its key lives with the API layer, not in either feature.
export const CURRENT_USER_KEY = ['current_user'] as const;
