// HTTP for the support inbox: the public contact form and a customer's referral invitation (each
// rate limited), and the admin's inbox, mark read/unread, outbox and texts (x-roles [admin], enforced by
// the roles middleware before these run).
import { Router, type Request } from 'express';
import type { RequestBody, ResponseBody } from '../../api/types.ts';
import type { RateLimiters } from '../../http/rate-limits.ts';
import type { OutboxTexts } from '../../texts/index.ts';
import { toOutboxMail, toOutboxText, toReferral } from './mapper.ts';
import type { MessageFilter, MessageKind } from './repository.ts';
import type { MessagesService } from './service.ts';
import { pageOf, signedInUser } from '../../http/route-params.ts';

const KINDS: readonly MessageKind[] = ['contact', 'referral'];

function filterOf(req: Request): MessageFilter {
  const filter: MessageFilter = {};
  const kind = KINDS.find((known) => known === req.query.kind);
  if (kind) filter.kind = kind;
  const unread: unknown = req.query.unread;
  if (unread === true || unread === 'true') filter.unread = true;
  return filter;
}

export function messagesRouter(service: MessagesService, limiters: Pick<RateLimiters, 'contactMessage' | 'referral'>, texts: OutboxTexts): Router {
  const router = Router();

  router.post('/sendMessage', limiters.contactMessage, async (req, res) => {
    const input: RequestBody<'sendContactMessage'> = req.body;
    await service.sendContact(req.currentUser ?? null, input);
    const body: ResponseBody<'sendContactMessage', 202> = { data: { received: true } };
    res.status(202).json(body);
  });

  router.post('/sendRefMessage', limiters.referral, async (req, res) => {
    const user = signedInUser(req);
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
    const body: ResponseBody<'adminMarkMessage', 200> = { data: await service.mark(signedInUser(req), req.params.id, input.read) };
    res.json(body);
  });

  router.get('/admin/outbox', async (req, res) => {
    const page = pageOf(req);
    const { items, total } = await service.listOutbox(page);
    const body: ResponseBody<'adminListOutbox', 200> = { data: { items: items.map(toOutboxMail), total, page: page.page, pageSize: page.pageSize } };
    res.json(body);
  });

  router.get('/admin/texts', async (req, res) => {
    const page = pageOf(req);
    const { items, total } = await texts.page(page);
    const body: ResponseBody<'adminListTexts', 200> = { data: { items: items.map(toOutboxText), total, page: page.page, pageSize: page.pageSize } };
    res.json(body);
  });

  return router;
}
