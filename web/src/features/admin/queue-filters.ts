// The bookings queue's filters live in the URL (?status=paid&state=FCT&from=…&page=2), so a filtered
// view can be reloaded, shared and navigated back to. Reading is defensive: a value the spec would
// refuse (a typo in a shared link) is dropped rather than sent and answered with a 400.
import { NIGERIAN_STATES, SERVICE_KEYS, type BookingStatus, type NigerianState, type ServiceKey } from '@ile/domain';
import type { AdminBookingsQuery, AdminProsQuery } from './api/requests.ts';
import type { ProStatus } from '../../api/types.ts';

export const BOOKING_STATUSES: readonly BookingStatus[] = ['pending_payment', 'paid', 'pro_assigned', 'in_progress', 'completed', 'cancelled'];
export const PRO_STATUSES: readonly ProStatus[] = ['pending', 'approved', 'rejected', 'suspended'];
export const PAGE_SIZE = 20;
const MAX_PAGE = 10_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The spec's reference parameter: letters, digits, spaces and dashes, at most 20. */
const REFERENCE = /^[A-Za-z0-9 -]{1,20}$/;

/** A typed reference as the spec takes it (trimmed), or undefined when it could not be one. */
export function referenceQuery(value: string | null): string | undefined {
  const trimmed = value?.trim() ?? '';
  return REFERENCE.test(trimmed) ? trimmed : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

function day(value: string | null): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  // A real calendar day: 2026-02-30 is not one.
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : undefined;
}

function page(value: string | null): number | undefined {
  if (!value || !/^\d{1,5}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 2 && n <= MAX_PAGE ? n : undefined;
}

export interface BookingFilters {
  status?: BookingStatus;
  service?: ServiceKey;
  state?: NigerianState;
  from?: string;
  to?: string;
  /** A booking reference as typed, or part of one. */
  reference?: string;
}

/** The filters and page in a queue URL's search params, as the spec's query (page 1 is left out). */
export function readBookingsQuery(params: URLSearchParams): AdminBookingsQuery {
  const query: AdminBookingsQuery = { pageSize: PAGE_SIZE };
  const status = oneOf(BOOKING_STATUSES, params.get('status'));
  const service = oneOf(SERVICE_KEYS, params.get('service'));
  const state = oneOf(NIGERIAN_STATES, params.get('state'));
  let from = day(params.get('from'));
  let to = day(params.get('to'));
  // A range typed backwards means the same days.
  if (from && to && from > to) [from, to] = [to, from];
  const p = page(params.get('page'));
  const reference = referenceQuery(params.get('reference'));
  if (reference) query.reference = reference;
  if (status) query.status = status;
  if (service) query.service = service;
  if (state) query.state = state;
  if (from) query.from = from;
  if (to) query.to = to;
  if (p) query.page = p;
  return query;
}

/** Search params for these filters, on the first page (a new filter starts from the top). */
export function bookingFiltersToParams(filters: BookingFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['reference', 'status', 'service', 'state', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** How many filters are set (the page is not a filter, nor is the reference search). */
export function activeFilterCount(query: AdminBookingsQuery): number {
  return (['status', 'service', 'state', 'from', 'to'] as const).filter((key) => query[key] !== undefined).length;
}

/** The pros list's status filter and page. */
export function readProsQuery(params: URLSearchParams): AdminProsQuery {
  const query: AdminProsQuery = { pageSize: PAGE_SIZE };
  const status = oneOf(PRO_STATUSES, params.get('status'));
  const p = page(params.get('page'));
  if (status) query.status = status;
  if (p) query.page = p;
  return query;
}

/** The same search params on another page (page 1 is left out, so the first page has one URL). */
export function withPage(params: URLSearchParams, target: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (target <= 1) next.delete('page');
  else next.set('page', String(target));
  return next;
}
