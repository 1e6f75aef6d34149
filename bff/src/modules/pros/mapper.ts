// Pro records → the spec's ProApplication (the applicant's receipt), ProSummary and ProDetail.
import type { Schemas } from '../../api/types.ts';
import type { ProRecord } from './repository.ts';

export type ProApplication = Schemas['ProApplication'];
export type ProSummary = Schemas['ProSummary'];
export type ProDetail = Schemas['ProDetail'];

export function toProApplication(record: ProRecord): ProApplication {
  return {
    id: record.id,
    reference: record.reference,
    name: record.name,
    services: record.services,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
  };
}

export function toProSummary(record: ProRecord): ProSummary {
  return {
    id: record.id,
    reference: record.reference,
    name: record.name,
    email: record.email,
    phone: record.phone,
    services: record.services,
    state: record.state,
    area: record.area,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
  };
}

/** `idNumber`: decrypted for the admin vetting the pro (the record never carries it). */
export function toProDetail(record: ProRecord, idNumber: string, bookings: ProDetail['bookings'], history: ProDetail['history']): ProDetail {
  return {
    pro: toProSummary(record),
    yearsExperience: record.yearsExperience,
    about: record.about,
    idType: record.idType,
    idNumber,
    ownTools: record.ownTools,
    daysAvailable: record.daysAvailable,
    referees: record.referees,
    decisionNote: record.decisionNote,
    decidedAt: record.decidedAt ? record.decidedAt.toISOString() : null,
    bookings,
    history,
  };
}
