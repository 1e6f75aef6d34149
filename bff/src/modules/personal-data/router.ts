// HTTP for data rights: the person's download, erasure and marketing consent, and an admin's search,
// export and erasure for a request received by phone.
import { Router, type Response } from 'express';
import type { RequestBody, ResponseBody } from '../../api/types.ts';
import { clearCsrfCookie } from '../../http/csrf.ts';
import { signedInUser } from '../../http/route-params.ts';
import { destroySession, SESSION_COOKIE } from '../../http/session.ts';
import type { CurrentUserView, UserRecord } from '../accounts/index.ts';
import type { PersonalData } from './mapper.ts';
import type { PersonalDataService } from './service.ts';

export interface PersonalDataRouterDeps {
  service: PersonalDataService;
  currentUserView: CurrentUserView;
  /** The account as stored now (after the consent changed). */
  findUser(id: string): Promise<UserRecord | null>;
}

/** The document as a file to keep: the browser saves it as ile-data-<day>.json. */
function sendAttachment(res: Response, exported: { document: PersonalData; filename: string }): void {
  res.setHeader('Content-Disposition', `attachment; filename="${exported.filename}"`);
  const body: ResponseBody<'exportMyData', 200> = exported.document;
  res.json(body);
}

export function personalDataRouter({ service, currentUserView, findUser }: PersonalDataRouterDeps): Router {
  const router = Router();

  router.get('/account/data', async (req, res) => {
    sendAttachment(res, await service.exportMine(signedInUser(req).id));
  });

  router.post('/account/delete', async (req, res) => {
    // The spec's enum [true] refuses anything but an explicit yes before this runs.
    await service.eraseMine(signedInUser(req).id);
    // Signed out as by /app/logout: the session's row went with the erasure, the cookies go now.
    await destroySession(req);
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.secure });
    clearCsrfCookie(req, res);
    req.currentUser = undefined;
    const body: ResponseBody<'deleteMyAccount', 200> = { data: { erased: true } };
    res.json(body);
  });

  router.put('/account/marketing', async (req, res) => {
    const input: RequestBody<'setMarketingTexts'> = req.body;
    const user = signedInUser(req);
    await service.setMarketingTexts(user.id, input.marketingTexts);
    const stored = await findUser(user.id);
    if (!stored) throw new Error(`account ${user.id} vanished while setting its marketing texts`);
    req.currentUser = stored;
    const body: ResponseBody<'setMarketingTexts', 200> = { data: await currentUserView(stored) };
    res.json(body);
  });

  router.get('/admin/people', async (req, res) => {
    const query = typeof req.query.q === 'string' ? req.query.q : '';
    const body: ResponseBody<'adminFindPeople', 200> = { data: { items: await service.find(query) } };
    res.json(body);
  });

  router.get('/admin/people/:id/data', async (req, res) => {
    const admin = signedInUser(req);
    sendAttachment(res, await service.exportFor({ id: admin.id, name: admin.name }, String(req.params.id)));
  });

  router.post('/admin/people/:id/erase', async (req, res) => {
    const input: RequestBody<'adminErasePerson'> = req.body;
    const admin = signedInUser(req);
    await service.eraseFor({ id: admin.id, name: admin.name }, String(req.params.id), input.reason);
    const body: ResponseBody<'adminErasePerson', 200> = { data: { erased: true } };
    res.json(body);
  });

  return router;
}
