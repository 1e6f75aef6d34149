// The harness's customers: real sign-ups through the API, each from its own client address
// (the sign-up limit is per client), each keeping its signed-in cookie jar.
import { customerAccount, IleClient, type Account } from './http-client.ts';

export interface Customer {
  account: Account;
  userId: string;
  client: IleClient;
}

function userIdOf(json: unknown): string {
  if (typeof json === 'object' && json !== null && 'data' in json) {
    const data: unknown = json.data;
    if (typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'string') return data.id;
  }
  throw new Error('the sign-up answer has no user id');
}

/** The client address of customer n, behind the trusted loopback proxy. */
export function clientAddress(n: number): string {
  return `10.${100 + Math.floor(n / 65_025)}.${Math.floor(n / 255) % 255}.${(n % 255) + 1}`;
}

/** Signs up `count` customers, `parallel` at a time (each sign-up hashes a password). */
export async function signUpCustomers(baseUrl: string, count: number, tag: string, options: { parallel?: number; timeoutMs?: number } = {}): Promise<Customer[]> {
  const parallel = options.parallel ?? 4;
  const customers: Customer[] = new Array<Customer>(count);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < count) {
      const n = next++;
      const account = customerAccount(tag, n);
      const client = new IleClient(baseUrl, { forwardedFor: clientAddress(n), timeoutMs: options.timeoutMs });
      const answer = await client.signUp(account);
      customers[n] = { account, userId: userIdOf(answer.json), client };
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, () => worker()));
  return customers;
}
