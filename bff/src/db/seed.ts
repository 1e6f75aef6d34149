// Demo data for a first start: the catalogue, one admin and one customer, and a few pros (approved
// in Abuja and Lagos, one application pending) so the admin area has something to show.
// Idempotent: the catalogue only gains missing services, and the demo accounts and pros are only
// made in an empty users table. A real deployment creates its admin with `npm run admin:create`
// (bff/src/cli/create-admin.ts) before the first start, or sets SEED_DEMO=false; either way no demo
// account ever exists there.
import { DEFAULT_CATALOGUE, type NigerianState, type ServiceKey } from '@ile/domain';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createAccountsService } from '../modules/accounts/service.ts';
import { createAccountsRepository } from '../modules/accounts/repository.ts';
import { createCatalogueRepository } from '../modules/catalogue/repository.ts';
import { createProsRepository, type ProStatus } from '../modules/pros/repository.ts';
import { newProReference } from '../modules/pros/service.ts';
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

interface DemoPro {
  name: string;
  email: string;
  /** E.164 */
  phone: string;
  services: ServiceKey[];
  state: NigerianState;
  area: string;
  yearsExperience: number;
  about: string;
  status: ProStatus;
}

/** Approved pros for common jobs in Abuja (FCT) and Lagos, and one application waiting for vetting. */
export const DEMO_PROS: readonly DemoPro[] = [
  {
    name: 'Musa Ibrahim', email: 'musa.ibrahim@example.ng', phone: '+2348030000101', services: ['plumbing', 'ac-repairs'],
    state: 'FCT', area: 'Wuse 2', yearsExperience: 9, status: 'approved',
    about: 'Nine years on leaks, pumping machines and split AC units across Wuse, Garki and Maitama.',
  },
  {
    name: 'Chioma Nwosu', email: 'chioma.nwosu@example.ng', phone: '+2348030000102', services: ['home-cleaning', 'office-cleaning'],
    state: 'FCT', area: 'Gwarinpa', yearsExperience: 6, status: 'approved',
    about: 'Deep cleans for homes and small offices; I bring my own supplies and a second pair of hands for big jobs.',
  },
  {
    name: 'Tunde Bakare', email: 'tunde.bakare@example.ng', phone: '+2348030000103', services: ['electricals', 'tv-installs', 'dish-installs'],
    state: 'Lagos', area: 'Yaba', yearsExperience: 11, status: 'approved',
    about: 'Licensed electrician: wiring, inverters, TV wall mounts and DStv/GOtv dishes around the mainland.',
  },
  {
    name: 'Funke Adebayo', email: 'funke.adebayo@example.ng', phone: '+2348030000104', services: ['home-cleaning', 'fumigation'],
    state: 'Lagos', area: 'Lekki Phase 1', yearsExperience: 7, status: 'approved',
    about: 'Move-in and move-out cleans and certified fumigation for flats and duplexes in Lekki and Ajah.',
  },
  {
    name: 'Emeka Obi', email: 'emeka.obi@example.ng', phone: '+2348030000105', services: ['carpentery', 'painting', 'curtains'],
    state: 'Lagos', area: 'Surulere', yearsExperience: 14, status: 'approved',
    about: 'Carpenter and painter: wardrobes, doors, shelves, interior painting and curtain rails.',
  },
  {
    name: 'Ibrahim Sani', email: 'ibrahim.sani@example.ng', phone: '+2348030000106', services: ['plumbing', 'garbage-disposal'],
    state: 'FCT', area: 'Kubwa', yearsExperience: 4, status: 'pending',
    about: 'Four years fixing taps, toilets and water tanks in Kubwa and Dutse; I have my own tools and a tricycle.',
  },
];

/** The demo pros and the pending application, in one write. */
async function seedDemoPros(db: Db, clock: Clock): Promise<void> {
  const repo = createProsRepository(db);
  await db.write(async (transaction) => {
    const now = clock.now();
    for (const pro of DEMO_PROS) {
      const decided = pro.status !== 'pending';
      await repo.create(
        transaction,
        {
          ...pro,
          reference: newProReference(),
          idType: 'nin',
          idNumber: `2${pro.phone.slice(-10)}`,
          ownTools: true,
          daysAvailable: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
          decisionNote: decided ? 'Demo data: ID, references and background checked.' : null,
          decidedAt: decided ? now : null,
        },
        now,
      );
    }
  });
}

/** The demo accounts and pros, made only when nobody has an account yet. Returns whether it made them. */
export async function seedDemoUsers(deps: { db: Db; mailer: Mailer; logger: Logger; clock: Clock; config: Config }): Promise<boolean> {
  const { db, config } = deps;
  const repo = createAccountsRepository(db);
  if ((await repo.countUsers()) > 0) return false;
  const accounts = createAccountsService({ ...deps, repo, publicUrl: config.publicUrl });
  for (const login of demoLogins(config)) {
    const profile = DEMO_PROFILES[login.email === 'admin@ile.ng' ? 'admin@ile.ng' : 'ada@example.ng'];
    await accounts.createAccount({ ...profile, email: login.email, password: login.password, role: login.role });
  }
  await seedDemoPros(db, deps.clock);
  return true;
}
