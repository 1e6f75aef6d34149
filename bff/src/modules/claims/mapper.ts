// Claim records → the spec's Claim and AdminClaim (with the customer and what admins did to it).
import type { Schemas } from '../../api/types.ts';
import { toAuditEntry } from '../audit/index.ts';
import type { ClaimRecord } from './repository.ts';
import type { AdminClaimView } from './service.ts';

export type Claim = Schemas['Claim'];
export type AdminClaim = Schemas['AdminClaim'];

export function toClaim(record: ClaimRecord): Claim {
  return {
    id: record.id,
    reference: record.reference,
    bookingId: record.bookingId,
    bookingReference: record.bookingReference,
    serviceName: record.serviceName,
    problem: record.problem,
    photoDescription: record.photoDescription,
    status: record.status,
    resolution: record.resolution,
    createdAt: record.createdAt.toISOString(),
    resolvedAt: record.resolvedAt ? record.resolvedAt.toISOString() : null,
  };
}

export function toAdminClaim(view: AdminClaimView): AdminClaim {
  const { claim, customer, history } = view;
  return {
    claim: toClaim(claim),
    customer: { id: customer.id, name: customer.name, email: customer.email, phone: customer.phone },
    completedAt: claim.completedAt ? claim.completedAt.toISOString() : null,
    history: history.map(toAuditEntry),
  };
}
