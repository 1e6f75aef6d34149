// The personal-data module's public face (data rights, Nigeria Data Protection Act 2023): a person's
// export, erasure and marketing consent, and the same export and erasure for admins.
import type { Router } from 'express';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { AccountsRepository, CurrentUserView } from '../accounts/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { createPersonalDataRepository } from './repository.ts';
import { personalDataRouter } from './router.ts';
import { createPersonalDataService } from './service.ts';

export interface PersonalDataModuleDeps {
  db: Db;
  audit: AuditLog;
  clock: Clock;
  currentUserView: CurrentUserView;
  people: Pick<AccountsRepository, 'findUserById'>;
}

export interface PersonalDataModule {
  router: Router;
}

export function createPersonalDataModule({ db, audit, clock, currentUserView, people }: PersonalDataModuleDeps): PersonalDataModule {
  const service = createPersonalDataService({ db, repo: createPersonalDataRepository(db), audit, clock });
  return { router: personalDataRouter({ service, currentUserView, findUser: (id) => people.findUserById(id) }) };
}
