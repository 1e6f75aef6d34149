// HTTP for the support inbox: the public contact form and a customer's referral invitation (each
// rate limited), and the admin's inbox, mark read/unread and outbox (x-roles [admin], enforced by
// the roles middleware before these run).
import { Router, type Request } from 'express';
import type { RequestBody, ResponseBody } from '../../api/types.ts';
import { signInRequired } from '../../http/app-error.ts';
import type { RateLimiters } from '../../http/rate-limits.ts';
import type { UserRecord } from '../accounts/repository.ts';
import { toOutboxMail, toReferral } from './mapper.ts';
import type { MessageFilter, MessageKind, Page } from './repository.ts';
import type { MessagesService } from './service.ts';

const KINDS: readonly MessageKind[] = ['contact', 'referral'];
const DEFAULT_PAGE_SIZE = 20;

/** The roles middleware ran first (x-roles), so a user-only handler always has a user. */
function signedIn(req: Request): UserRecord {
  if (!req.currentUser) throw signInRequired();
  return req.currentUser;
}

/** A query value the validator checked (integer in range) but may have left a string. */
function positiveInteger(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

function pageOf(req: Request): Page {
  return { page: positiveInteger(req.query.page, 1), pageSize: positiveInteger(req.query.pageSize, DEFAULT_PAGE_SIZE) };
}

function filterOf(req: Request): MessageFilter {
  const filter: MessageFilter = {};
  const kind = KINDS.find((known) => known === req.query.kind);
  if (kind) filter.kind = kind;
  const unread: unknown = req.query.unread;
  if (unread === true || unread === 'true') filter.unread = true;
  return filter;
}

export function messagesRouter(service: MessagesService, limiters: Pick<RateLimiters, 'contactMessage' | 'referral'>): Router {
  const router = Router();

  router.post('/sendMessage', limiters.contactMessage, async (req, res) => {
    const input: RequestBody<'sendContactMessage'> = req.body;
    await service.sendContact(req.currentUser ?? null, input);
    const body: ResponseBody<'sendContactMessage', 202> = { data: { received: true } };
    res.status(202).json(body);
  });

  router.post('/sendRefMessage', limiters.referral, async (req, res) => {
    const user = signedIn(req);
    const input: RequestBody<'sendReferral'> = req.body;
    const referral = await service.sendReferral(user, input);
    const body: ResponseBody<'sendReferral', 201> = { data: toReferral(referral, user.referralCode) };
    res.status(201).json(body);
  });

  router.get('/admin/messages', async (req, res) => {
    const page = pageOf(req);
    const { items, total } = await service.list(filterOf(req), page);
    const body: ResponseBody<'adminListMessages', 200> = { data: { items, total, page: page.page, pageSize: page.pageSize } };
    res.json(body);
  });

  router.post('/admin/messages/:id/read', async (req, res) => {
    const input: RequestBody<'adminMarkMessage'> = req.body;
    const body: ResponseBody<'adminMarkMessage', 200> = { data: await service.mark(signedIn(req), req.params.id, input.read) };
    res.json(body);
  });

  router.get('/admin/outbox', async (req, res) => {
    const page = pageOf(req);
    const { items, total } = await service.listOutbox(page);
    const body: ResponseBody<'adminListOutbox', 200> = { data: { items: items.map(toOutboxMail), total, page: page.page, pageSize: page.pageSize } };
    res.json(body);
  });

  return router;
}
