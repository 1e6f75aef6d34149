// Demo data for a first start: the catalogue, one admin and one customer. Idempotent: the
// catalogue only gains missing services, and the demo accounts are only made in an empty users table.
import { DEFAULT_CATALOGUE } from '@ile/domain';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createAccountsService } from '../modules/accounts/service.ts';
import { createAccountsRepository } from '../modules/accounts/repository.ts';
import { createCatalogueRepository } from '../modules/catalogue/repository.ts';
import type { Db } from './index.ts';

export interface DemoLogin {
  role: 'admin' | 'user';
  email: string;
  password: string;
}

export function demoLogins(config: Pick<Config, 'demoAdminPassword' | 'demoCustomerPassword'>): DemoLogin[] {
  return [
    { role: 'admin', email: 'admin@ile.ng', password: config.demoAdminPassword },
    { role: 'user', email: 'ada@example.ng', password: config.demoCustomerPassword },
  ];
}

const DEMO_PROFILES = {
  'admin@ile.ng': { name: 'Ilé Admin', phone: '+2348090000000' },
  'ada@example.ng': { name: 'Ada Okafor', phone: '+2348031234567' },
} as const;

export async function seedCatalogue(db: Db, clock: Clock): Promise<number> {
  return createCatalogueRepository(db).addMissing(DEFAULT_CATALOGUE, clock.now());
}

/** The demo accounts, made only when nobody has an account yet. Returns whether it made them. */
export async function seedDemoUsers(deps: { db: Db; mailer: Mailer; logger: Logger; clock: Clock; config: Config }): Promise<boolean> {
  const { db, config } = deps;
  const repo = createAccountsRepository(db);
  if ((await repo.countUsers()) > 0) return false;
  const accounts = createAccountsService({ ...deps, repo, publicUrl: config.publicUrl });
  for (const login of demoLogins(config)) {
    const profile = DEMO_PROFILES[login.email === 'admin@ile.ng' ? 'admin@ile.ng' : 'ada@example.ng'];
    await accounts.createAccount({ ...profile, email: login.email, password: login.password, role: login.role });
  }
  return true;
}
