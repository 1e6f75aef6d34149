// The location state the account page lands on the home page with, once the account is deleted.
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

export function accountDeleted(state: unknown): boolean {
  return typeof state === 'object' && state !== null && Reflect.get(state, 'accountDeleted') === true;
}
