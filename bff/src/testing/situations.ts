// Test situations named as a test reads them: a signed-in customer, pro or admin, each a seeded account
// with an agent signed in through the real sign-in call.
import { seedBooking, seedProAccount, seedUser, signInAgent, type Agent, type ProRecord, type SeededUser, type SeedProInput, type SeedUserInput, type TestApp } from './index.ts';

export interface SignedIn {
  user: SeededUser;
  agent: Agent;
}

/** A customer account, signed in. */
export async function givenSignedInCustomer(t: Pick<TestApp, 'db' | 'baseUrl'>, input: Omit<SeedUserInput, 'role'> = {}): Promise<SignedIn> {
  const user = await seedUser(t.db, input);
  return { user, agent: await signInAgent(t.baseUrl, user.email, user.password) };
}

/** A customer who has paid for a booking (what inviting friends needs), signed in. */
export async function givenSignedInCustomerWhoHasPaid(t: Pick<TestApp, 'db' | 'baseUrl'>, input: Omit<SeedUserInput, 'role'> = {}): Promise<SignedIn> {
  const signedIn = await givenSignedInCustomer(t, input);
  await seedBooking(t.db, { userId: signedIn.user.id, status: 'paid' });
  return signedIn;
}

/** An admin account, signed in. */
export async function givenSignedInAdmin(t: Pick<TestApp, 'db' | 'baseUrl'>, input: Omit<SeedUserInput, 'role'> = {}): Promise<SignedIn> {
  const user = await seedUser(t.db, { role: 'admin', ...input });
  return { user, agent: await signInAgent(t.baseUrl, user.email, user.password) };
}

/** An approved pro with their account, signed in. */
export async function givenSignedInPro(t: Pick<TestApp, 'db' | 'baseUrl'>, input: SeedProInput = {}): Promise<SignedIn & { pro: ProRecord }> {
  const { pro, user } = await seedProAccount(t.db, input);
  return { pro, user, agent: await signInAgent(t.baseUrl, user.email, user.password) };
}
