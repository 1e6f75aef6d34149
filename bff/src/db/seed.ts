// Demo data for a first start: the catalogue, one admin and one customer, a few pros (approved
// in Abuja and Lagos, one application pending), two unread contact messages, and finished jobs
// reviewed by their customers (plus one of the demo customer's, not reviewed yet), so the admin
// area, its inbox, the landing page and the service pages have something to show.
// Idempotent: the catalogue only gains missing services, and the demo accounts and pros are only
// made in an empty users table. A real deployment creates its admin with `npm run admin:create`
// (bff/src/cli/create-admin.ts) before the first start, or sets SEED_DEMO=false; either way no demo
// account ever exists there.
import { randomBytes } from 'node:crypto';
import { DEFAULT_CATALOGUE, quote, todayInLagos, type DetailsByService, type NigerianState, type Price, type PriceItem, type ServiceKey } from '@ile/domain';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createAccountsService } from '../modules/accounts/service.ts';
import { createAccountsRepository, type UserRecord } from '../modules/accounts/repository.ts';
import { createBookingsRepository, type Address, type BookingDetails } from '../modules/bookings/repository.ts';
import { newBookingReference } from '../modules/bookings/service.ts';
import { createCatalogueRepository } from '../modules/catalogue/repository.ts';
import { createMessagesRepository, type NewMessage } from '../modules/messages/repository.ts';
import { createProsRepository, type ProRecord, type ProStatus } from '../modules/pros/repository.ts';
import { newProReference } from '../modules/pros/service.ts';
import { createReviewsRepository } from '../modules/reviews/repository.ts';
import type { Db } from './index.ts';

export interface DemoLogin {
  role: 'admin' | 'user' | 'pro';
  email: string;
  password: string;
}

/** The demo pro who signs in: Chioma, an approved cleaner in Abuja (DEMO_PROS). */
export const DEMO_PRO_EMAIL = 'chioma.nwosu@example.ng';

export function demoLogins(config: Pick<Config, 'demoAdminPassword' | 'demoCustomerPassword' | 'demoProPassword'>): DemoLogin[] {
  return [
    { role: 'admin', email: 'admin@ile.ng', password: config.demoAdminPassword },
    { role: 'user', email: 'ada@example.ng', password: config.demoCustomerPassword },
    { role: 'pro', email: DEMO_PRO_EMAIL, password: config.demoProPassword },
  ];
}

const DEMO_PROFILES: Record<'admin' | 'user', { name: string; phone: string }> = {
  admin: { name: 'Ilé Admin', phone: '+2348090000000' },
  user: { name: 'Ada Okafor', phone: '+2348031234567' },
};

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

/** The demo pros and the pending application, in one write; answers them as stored. */
async function seedDemoPros(db: Db, clock: Clock): Promise<ProRecord[]> {
  const repo = createProsRepository(db);
  return db.write(async (transaction) => {
    const now = clock.now();
    const stored: ProRecord[] = [];
    for (const [index, pro] of DEMO_PROS.entries()) {
      const decided = pro.status !== 'pending';
      // Two references each, with numbers of their own (08021 110 0NN), as the application form asks.
      const referees = [
        { name: 'Chinedu Okeke', phone: `+23480211100${String(index * 2).padStart(2, '0')}` },
        { name: 'Halima Bello', phone: `+23480211100${String(index * 2 + 1).padStart(2, '0')}` },
      ];
      stored.push(await repo.create(
        transaction,
        {
          ...pro,
          reference: newProReference(),
          idType: 'nin',
          idNumber: `2${pro.phone.slice(-10)}`,
          ownTools: true,
          daysAvailable: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
          referees,
          decisionNote: decided ? 'Demo data: ID, references and background checked.' : null,
          decidedAt: decided ? now : null,
        },
        now,
      ));
    }
    return stored;
  });
}

/** A job of one service with its form's details, priced like a real booking from the catalogue's items. */
interface DemoJob {
  service: ServiceKey;
  details: BookingDetails;
  price(items: readonly PriceItem[]): Price;
}

function demoJob<K extends ServiceKey>(service: K, details: DetailsByService[K]): DemoJob {
  return { service, details, price: (items) => quote(service, details, items) };
}

/** A finished job and, when `review` is given, what its customer said about it. */
interface DemoCompletedJob {
  customer: { name: string; email: string; phone: string };
  job: DemoJob;
  /** The demo pro who did it (DEMO_PROS). */
  proName: string;
  address: Address;
  /** Completed this many days before the seed runs. */
  completedDaysAgo: number;
  review: { rating: number; comment: string } | null;
}

/**
 * Customers of finished jobs across Abuja and Lagos, each with the review the landing page and the
 * service pages show (a mix of 5s and 4s, and one honest 3).
 */
export const DEMO_REVIEWED_JOBS: readonly DemoCompletedJob[] = [
  {
    customer: { name: 'Chiamaka Eze', email: 'chiamaka.eze@example.ng', phone: '+2348061230001' },
    job: demoJob('home-cleaning', { cleaningType: 'deep', bedrooms: 3, bathrooms: 2 }),
    proName: 'Chioma Nwosu',
    address: { street: '14 Mike Akhigbe Way', area: 'Jabi', city: 'Abuja', state: 'FCT' },
    completedDaysAgo: 3,
    review: {
      rating: 5,
      comment: 'Chioma and her partner deep-cleaned our 3-bedroom flat before my in-laws arrived. Even the louvres and the kitchen extractor were spotless. I have booked her again for next month.',
    },
  },
  {
    customer: { name: 'Tunde Adeyemi', email: 'tunde.adeyemi@example.ng', phone: '+2348061230002' },
    job: demoJob('plumbing', { issue: 'leak', fixtures: 2 }),
    proName: 'Musa Ibrahim',
    address: { street: '6 Lingu Crescent', area: 'Wuse 2', city: 'Abuja', state: 'FCT', landmark: 'Behind Banex Plaza' },
    completedDaysAgo: 5,
    review: {
      rating: 5,
      comment: 'Water was dripping through the ceiling from the upstairs bathroom. Musa found the burst joint in ten minutes, changed it and the sink trap, and showed me the old pipe before he left. Clear price, no wahala.',
    },
  },
  {
    customer: { name: 'Halima Bello', email: 'halima.bello@example.ng', phone: '+2348061230003' },
    job: demoJob('ac-repairs', { units: 2, acType: 'split', job: 'gas_refill' }),
    proName: 'Musa Ibrahim',
    address: { street: '21 Usuma Street', area: 'Maitama', city: 'Abuja', state: 'FCT' },
    completedDaysAgo: 8,
    review: {
      rating: 4,
      comment: 'Both split units washed and gassed before the heat got worse. He came an hour after the window but called ahead to say so, and the children’s room finally cools at night.',
    },
  },
  {
    customer: { name: 'Ngozi Okonkwo', email: 'ngozi.okonkwo@example.ng', phone: '+2348061230004' },
    job: demoJob('fumigation', { propertyType: 'flat', rooms: 4, pest: 'cockroaches' }),
    proName: 'Funke Adebayo',
    address: { street: '9 Fola Osibo Road', area: 'Lekki Phase 1', city: 'Lagos', state: 'Lagos' },
    completedDaysAgo: 12,
    review: {
      rating: 5,
      comment: 'Funke’s team fumigated the flat a week before we moved in and told us exactly how long to keep the children out. Three weeks on, not one cockroach in the kitchen.',
    },
  },
  {
    customer: { name: 'Emeka Nwachukwu', email: 'emeka.nwachukwu@example.ng', phone: '+2348061230005' },
    job: demoJob('electricals', { issue: 'sockets_switches', points: 3 }),
    proName: 'Tunde Bakare',
    address: { street: '31 Herbert Macaulay Way', area: 'Yaba', city: 'Lagos', state: 'Lagos' },
    completedDaysAgo: 15,
    review: {
      rating: 4,
      comment: 'Tunde replaced two burnt sockets and the switch by the door, and traced why the breaker kept tripping when NEPA brought light. Neat work and no loose cables. A bit pricier than my usual man, but it was done properly.',
    },
  },
  {
    customer: { name: 'Aisha Mohammed', email: 'aisha.mohammed@example.ng', phone: '+2348061230006' },
    job: demoJob('home-cleaning', { cleaningType: 'standard', bedrooms: 2, bathrooms: 2 }),
    proName: 'Funke Adebayo',
    address: { street: '4 Admiralty Road', area: 'Lekki Phase 1', city: 'Lagos', state: 'Lagos' },
    completedDaysAgo: 19,
    review: {
      rating: 3,
      comment: 'The kitchen and bathrooms were very clean, but they arrived two hours into the morning window and rushed the bedrooms. Support called me back the same day and sorted a discount on my next clean.',
    },
  },
  {
    customer: { name: 'Ifeoma Chukwu', email: 'ifeoma.chukwu@example.ng', phone: '+2348061230007' },
    job: demoJob('painting', { scope: 'interior', rooms: 3, paintSupplied: false }),
    proName: 'Emeka Obi',
    address: { street: '18 Adelabu Street', area: 'Surulere', city: 'Lagos', state: 'Lagos' },
    completedDaysAgo: 24,
    review: {
      rating: 5,
      comment: 'Emeka painted the sitting room and two bedrooms in four days, covered every piece of furniture and swept up each evening. The finish is smooth and the colour is exactly the one we chose.',
    },
  },
];

/** The demo customer's own finished job, done two days ago and not reviewed yet: the dashboard offers a review and a claim. */
export const DEMO_CUSTOMER_JOB: Omit<DemoCompletedJob, 'customer' | 'review'> = {
  job: demoJob('ac-repairs', { units: 1, acType: 'split', job: 'servicing' }),
  proName: 'Musa Ibrahim',
  address: { street: '12 Aminu Kano Crescent', area: 'Wuse 2', city: 'Abuja', state: 'FCT', landmark: 'Opposite Banex Plaza' },
  completedDaysAgo: 2,
};

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The reviewers' accounts (nobody knows their random passwords), their finished jobs with the demo
 * pros and their reviews, and the demo customer's own finished job, in one write after the accounts.
 */
async function seedDemoReviews(
  db: Db,
  clock: Clock,
  accounts: ReturnType<typeof createAccountsService>,
  pros: readonly ProRecord[],
  demoCustomer: Pick<UserRecord, 'id' | 'phone'> | null,
): Promise<void> {
  const jobs: { customer: Pick<UserRecord, 'id' | 'phone'>; job: Omit<DemoCompletedJob, 'customer'> }[] = [];
  for (const { customer, ...job } of DEMO_REVIEWED_JOBS) {
    const account = await accounts.createAccount({ ...customer, password: randomBytes(24).toString('base64url'), role: 'user' });
    jobs.push({ customer: account, job });
  }
  if (demoCustomer) jobs.push({ customer: demoCustomer, job: { ...DEMO_CUSTOMER_JOB, review: null } });

  const catalogue = createCatalogueRepository(db);
  const bookings = createBookingsRepository(db);
  const reviews = createReviewsRepository(db);
  await db.write(async (transaction) => {
    const now = clock.now().getTime();
    for (const { customer, job } of jobs) {
      const entry = await catalogue.findByKey(job.job.service, transaction);
      const pro = pros.find((candidate) => candidate.name === job.proName);
      if (!entry || !pro) throw new Error(`demo seed: no ${entry ? `pro ${job.proName}` : `service ${job.job.service}`}`);
      // Booked three days before the visit, paid a few minutes later, done by mid-afternoon (WAT) that day.
      const visitDay = todayInLagos(new Date(now - job.completedDaysAgo * DAY_MS));
      const completedAt = new Date(`${visitDay}T15:30:00+01:00`);
      const createdAt = new Date(completedAt.getTime() - 3 * DAY_MS);
      const booking = await bookings.create(
        transaction,
        {
          reference: newBookingReference(),
          userId: customer.id,
          service: job.job.service,
          serviceName: entry.name,
          status: 'completed',
          visit: { address: job.address, contactPhone: customer.phone },
          details: job.job.details,
          price: job.job.price(entry.priceItems),
          scheduledDate: visitDay,
          timeWindow: 'morning',
          paidAt: new Date(createdAt.getTime() + 7 * 60_000),
          proName: pro.name,
          proId: pro.id,
          completedAt,
        },
        createdAt,
      );
      if (job.review) {
        await reviews.create(transaction, { bookingId: booking.id, userId: customer.id, service: booking.service, ...job.review }, new Date(completedAt.getTime() + 5 * HOUR_MS));
      }
    }
  });
}

/** Unread contact messages for the admin's inbox: a visitor's question, and one from the demo customer (`fromUserId`). */
export function demoMessages(customer: { id: string; name: string; email: string; phone: string }): (NewMessage & { minutesAgo: number })[] {
  const contact = { kind: 'contact', bookingReference: null, friendName: null, friendEmail: null, friendPhone: null, emailed: false } as const;
  return [
    {
      ...contact,
      fromUserId: null,
      fromName: 'Chinedu Eze',
      fromEmail: 'chinedu.eze@example.ng',
      fromPhone: '+2348057770123',
      subject: 'Fumigation in Lekki before we move in',
      body: 'Good afternoon. We move into a 3-bedroom flat in Lekki Phase 1 on the 20th. Can your team fumigate for termites and cockroaches a few days before, and how long must we stay out afterwards?',
      minutesAgo: 125,
    },
    {
      ...contact,
      fromUserId: customer.id,
      fromName: customer.name,
      fromEmail: customer.email,
      fromPhone: customer.phone,
      subject: 'Can I book the same cleaner again?',
      body: 'Chioma cleaned our flat in Wuse 2 last month and did a wonderful job. Can I ask for her again when I book a deep clean for next Saturday morning?',
      minutesAgo: 20,
    },
  ];
}

async function seedDemoMessages(db: Db, clock: Clock, customer: Parameters<typeof demoMessages>[0]): Promise<void> {
  const repo = createMessagesRepository(db);
  await db.write(async (transaction) => {
    const now = clock.now().getTime();
    for (const { minutesAgo, ...message } of demoMessages(customer)) await repo.create(transaction, message, new Date(now - minutesAgo * 60_000));
  });
}

/** The demo pro's account, linked to their record, and a job of Ada's assigned to them for today. */
async function seedDemoProAccount(
  db: Db,
  clock: Clock,
  accounts: ReturnType<typeof createAccountsService>,
  pros: readonly ProRecord[],
  login: DemoLogin,
  customer: Pick<UserRecord, 'id' | 'phone'> | null,
): Promise<void> {
  const pro = pros.find((candidate) => candidate.email === login.email);
  if (!pro) throw new Error(`demo seed: no demo pro ${login.email}`);
  const user = await accounts.createAccount({ name: pro.name, email: pro.email, phone: pro.phone, password: login.password, role: 'pro' });
  // The demo logins are proven (e-mail by createAccount, phone here), so the pro signs in by code too.
  await db.write((transaction) => createAccountsRepository(db).markPhoneProven(transaction, user.id, clock.now()));
  const entry = await createCatalogueRepository(db).findByKey('home-cleaning');
  if (!entry) throw new Error('demo seed: no home cleaning in the catalogue');
  await db.write(async (transaction) => {
    const now = clock.now();
    await createProsRepository(db).linkAccount(transaction, pro.id, user.id, now);
    if (!customer) return;
    const details = { cleaningType: 'deep', bedrooms: 3, bathrooms: 2 } as const;
    await createBookingsRepository(db).create(
      transaction,
      {
        reference: newBookingReference(),
        userId: customer.id,
        service: 'home-cleaning',
        serviceName: entry.name,
        status: 'pro_assigned',
        visit: {
          address: { street: '12 Aminu Kano Crescent', area: 'Wuse 2', city: 'Abuja', state: 'FCT', landmark: 'Opposite Banex Plaza' },
          contactPhone: customer.phone,
          notes: 'The gate is blue. Please call when you reach Banex.',
          // "Who will be home?": the customer is at work; her sister lets the pro in (the pro's job page shows her).
          atHome: { name: 'Ngozi Bello', phone: '+2348059876543' },
        },
        details,
        price: quote('home-cleaning', details, entry.priceItems),
        scheduledDate: todayInLagos(now),
        timeWindow: 'afternoon',
        paidAt: new Date(now.getTime() - 2 * DAY_MS),
        proName: pro.name,
        proId: pro.id,
      },
      new Date(now.getTime() - 2 * DAY_MS),
    );
  });
}

/** The demo accounts, pros and inbox, made only when nobody has an account yet. Returns whether it made them. */
export async function seedDemoUsers(deps: { db: Db; mailer: Mailer; logger: Logger; clock: Clock; config: Config }): Promise<boolean> {
  const { db, config } = deps;
  const repo = createAccountsRepository(db);
  if ((await repo.countUsers()) > 0) return false;
  const accounts = createAccountsService({ ...deps, repo, publicUrl: config.publicUrl });
  let customer: Parameters<typeof demoMessages>[0] | null = null;
  const logins = demoLogins(config);
  for (const login of logins) {
    if (login.role === 'pro') continue;
    const user = await accounts.createAccount({ ...DEMO_PROFILES[login.role], email: login.email, password: login.password, role: login.role });
    // Proven like the e-mail, so "Continue with your phone" signs Ada in (README's demo logins).
    await db.write((transaction) => repo.markPhoneProven(transaction, user.id, deps.clock.now()));
    if (user.role === 'user') customer = user;
  }
  const pros = await seedDemoPros(db, deps.clock);
  if (customer) await seedDemoMessages(db, deps.clock, customer);
  await seedDemoReviews(db, deps.clock, accounts, pros, customer);
  for (const login of logins) if (login.role === 'pro') await seedDemoProAccount(db, deps.clock, accounts, pros, login, customer);
  return true;
}
