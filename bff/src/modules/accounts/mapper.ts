// Account records → the spec's CurrentUser.
import type { components } from '../../api/schema.gen.ts';
import type { UserRecord } from './repository.ts';

export type CurrentUser = components['schemas']['CurrentUser'];

export function toCurrentUser(user: UserRecord): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    referralCode: user.referralCode,
    // Open bookings arrive with the bookings module (a later issue); until then there are none.
    bookings: [],
  };
}
