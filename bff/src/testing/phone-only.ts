// A signed-in customer whose account has no e-mail (as sign-in by phone makes them): signed in
// with a password first, then the e-mail is cleared to '' the way users.email stores "none".
import type { Db } from '../db/index.ts';
import { givenSignedInCustomer } from './situations.ts';
import type { Agent, SeedUserInput, TestApp } from './index.ts';

export async function givenSignedInPhoneOnlyCustomer(
  t: Pick<TestApp, 'db' | 'baseUrl'>,
  input: Omit<SeedUserInput, 'role' | 'email'> = {},
): Promise<{ user: { id: string; name: string; phone: string }; agent: Agent }> {
  const { user, agent } = await givenSignedInCustomer(t, input);
  await clearEmail(t.db, user.id);
  return { user: { id: user.id, name: user.name, phone: user.phone }, agent };
}

export async function clearEmail(db: Db, userId: string): Promise<void> {
  await db.write((transaction) => db.models.User.update({ email: '' }, { where: { id: userId }, transaction }));
}
