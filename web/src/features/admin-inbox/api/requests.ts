// Plain request functions for the admin's support inbox: contact and referral messages, every review,
// happiness claims and the e-mail outbox. A client in, the answer's `data` out, or an ApiError thrown
// (401 signed out, 403 not an admin, 404 unknown id, 409 a claim already resolved).
// No DOM, no React, no MSW: the Pact consumer tests call these against the Pact mock server.
import { unwrap, type ApiClient } from '../../../api/client.ts';
import type { paths } from '../../../api/types.ts';

type Query<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? NonNullable<Q> : never;
type Body<P extends keyof paths> = paths[P] extends { post: { requestBody: { content: { 'application/json': infer B } } } } ? B : never;
type PageOf<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': { data: infer D } } } } } } ? D : never;

export type AdminMessagesQuery = Query<'/app/admin/messages'>;
export type AdminMessagesPage = PageOf<'/app/admin/messages'>;
export type AdminMessage = AdminMessagesPage['items'][number];
export type MessageKind = AdminMessage['kind'];
export type MarkMessageRequest = Body<'/app/admin/messages/{id}/read'>;

export type AdminReviewsQuery = Query<'/app/admin/reviews'>;
export type AdminReviewsPage = PageOf<'/app/admin/reviews'>;
export type AdminReview = AdminReviewsPage['items'][number];
export type ReviewVisibilityRequest = Body<'/app/admin/reviews/{id}/visibility'>;

export type AdminClaimsQuery = Query<'/app/admin/claims'>;
export type AdminClaimsPage = PageOf<'/app/admin/claims'>;
export type AdminClaim = AdminClaimsPage['items'][number];
export type ClaimStatus = AdminClaim['claim']['status'];
export type ResolveClaimRequest = Body<'/app/admin/claims/{id}/resolve'>;

export type AdminOutboxQuery = Query<'/app/admin/outbox'>;
export type AdminOutboxPage = PageOf<'/app/admin/outbox'>;
export type OutboxMail = AdminOutboxPage['items'][number];

export type AdminTextsQuery = Query<'/app/admin/texts'>;
export type AdminTextsPage = PageOf<'/app/admin/texts'>;
export type OutboxText = AdminTextsPage['items'][number];
export type TextPurpose = OutboxText['purpose'];
export type TextStatus = OutboxText['status'];

/** One page of messages, unread first, then newest first. */
export async function adminListMessages(client: ApiClient, query: AdminMessagesQuery = {}): Promise<AdminMessagesPage> {
  return (await unwrap(client.GET('/app/admin/messages', { params: { query } }))).data;
}

/** Marks a message read or unread; the answer is the message as it is now. */
export async function adminMarkMessage(client: ApiClient, id: string, body: MarkMessageRequest): Promise<AdminMessage> {
  return (await unwrap(client.POST('/app/admin/messages/{id}/read', { params: { path: { id } }, body }))).data;
}

/** One page of reviews, hidden ones too, newest first. */
export async function adminListReviews(client: ApiClient, query: AdminReviewsQuery = {}): Promise<AdminReviewsPage> {
  return (await unwrap(client.GET('/app/admin/reviews', { params: { query } }))).data;
}

/** Hides a review from the public pages or shows it again, with an optional note for the history. */
export async function adminSetReviewVisibility(client: ApiClient, id: string, body: ReviewVisibilityRequest): Promise<AdminReview> {
  return (await unwrap(client.POST('/app/admin/reviews/{id}/visibility', { params: { path: { id } }, body }))).data;
}

/** One page of happiness claims, open first, then newest first. */
export async function adminListClaims(client: ApiClient, query: AdminClaimsQuery = {}): Promise<AdminClaimsPage> {
  return (await unwrap(client.GET('/app/admin/claims', { params: { query } }))).data;
}

/** Resolves an open claim with what was done; 409 claim_already_resolved when someone got there first. */
export async function adminResolveClaim(client: ApiClient, id: string, body: ResolveClaimRequest): Promise<AdminClaim> {
  return (await unwrap(client.POST('/app/admin/claims/{id}/resolve', { params: { path: { id } }, body }))).data;
}

/** One page of the e-mails kept in the outbox, newest first. */
export async function adminListOutbox(client: ApiClient, query: AdminOutboxQuery = {}): Promise<AdminOutboxPage> {
  return (await unwrap(client.GET('/app/admin/outbox', { params: { query } }))).data;
}

/** One page of the texts (SMS) Ilé wrote, newest first, with where each stands. */
export async function adminListTexts(client: ApiClient, query: AdminTextsQuery = {}): Promise<AdminTextsPage> {
  return (await unwrap(client.GET('/app/admin/texts', { params: { query } }))).data;
}
