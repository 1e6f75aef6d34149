// "Phone notifications": the customer turns Web Push on or off for this browser. Nothing shows when
// the server sends no pushes (no VAPID key); otherwise one of: not supported by this browser, off,
// asking, on, blocked by the browser (how to allow it), or failed (try again). The service worker is
// registered only when the customer taps "Turn on".
import { useEffect, useState } from 'react';
import { BellRing, RotateCw } from '../../../components/icons/index.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { ApiError } from '../../../api/errors.ts';
import { Alert, Button } from '../../../components/ui/index.ts';
import { usePushKey } from '../api/hooks.ts';
import { subscribePush, unsubscribePush } from '../api/requests.ts';
import { existingSubscription, permission, pushSupported, subscribeBrowser, subscriptionBody } from '../browser.ts';
import './push.css';

export type PushState = 'checking' | 'off' | 'asking' | 'on' | 'turning-off' | 'blocked' | 'failed';

const FALLBACK_PROBLEM = 'Your browser did not let us set them up. Check your connection and try again.';

function problemOf(error: unknown): string {
  // A refused endpoint says why on its field (a browser whose push service we can't send to).
  return error instanceof ApiError ? (error.fields?.['endpoint'] ?? error.message) : FALLBACK_PROBLEM;
}

export function PhoneNotifications() {
  const key = usePushKey();
  const publicKey = key.data?.publicKey ?? null;
  // No key (or no answer): the server sends no pushes, so there is nothing to offer.
  if (!publicKey) return null;
  return (
    <section className="phone-notifications" aria-labelledby="phone-notifications-heading">
      <h3 id="phone-notifications-heading">
        <BellRing size={18} aria-hidden="true" />
        Phone notifications
      </h3>
      {pushSupported() ? (
        <PushControl publicKey={publicKey} />
      ) : (
        <p className="phone-notifications__text">This browser can’t show notifications from Ilé. Your booking news still appears here and by e-mail.</p>
      )}
    </section>
  );
}

function PushControl({ publicKey }: { publicKey: string }) {
  const client = useApiClient();
  const [state, setState] = useState<PushState>('checking');
  const [problem, setProblem] = useState<{ action: 'on' | 'off'; message: string } | null>(null);

  useEffect(() => {
    let live = true;
    async function check(): Promise<PushState> {
      if (permission() === 'denied') return 'blocked';
      const subscription = permission() === 'granted' ? await existingSubscription() : null;
      const body = subscription ? subscriptionBody(subscription) : null;
      if (!body) return 'off';
      // Binds this browser to whoever is signed in now; a failure here only means we show "off".
      await subscribePush(client, body);
      return 'on';
    }
    check()
      .catch(() => 'off' as const)
      .then((found) => {
        if (live) setState(found);
      });
    return () => {
      live = false;
    };
  }, [client]);

  async function turnOn() {
    setProblem(null);
    setState('asking');
    try {
      const answer = await Notification.requestPermission();
      if (answer !== 'granted') {
        setState(answer === 'denied' ? 'blocked' : 'off');
        return;
      }
      const body = subscriptionBody(await subscribeBrowser(publicKey));
      if (!body) throw new Error('incomplete subscription');
      await subscribePush(client, body);
      setState('on');
    } catch (error) {
      setProblem({ action: 'on', message: problemOf(error) });
      setState('failed');
    }
  }

  async function turnOff() {
    setProblem(null);
    setState('turning-off');
    try {
      const subscription = await existingSubscription();
      if (subscription) {
        const endpoint = subscription.endpoint;
        await subscription.unsubscribe();
        await unsubscribePush(client, endpoint);
      }
      setState('off');
    } catch (error) {
      setProblem({ action: 'off', message: problemOf(error) });
      setState('failed');
    }
  }

  switch (state) {
    case 'checking':
      return <p className="phone-notifications__text">Checking this browser…</p>;
    case 'off':
    case 'asking':
      return (
        <>
          <p className="phone-notifications__text">Hear when your pro is assigned or your job starts, on this phone or computer, even when Ilé isn’t open.</p>
          {state === 'asking' ? (
            <p className="phone-notifications__text" role="status">
              Your browser is asking whether Ilé may show notifications.
            </p>
          ) : null}
          <Button variant="secondary" size="sm" loading={state === 'asking'} loadingLabel="Turning on…" onClick={() => void turnOn()}>
            Turn on phone notifications
          </Button>
        </>
      );
    case 'on':
    case 'turning-off':
      return (
        <>
          <p className="phone-notifications__text" role="status">
            Phone notifications are on for this browser.
          </p>
          <Button variant="ghost" size="sm" loading={state === 'turning-off'} loadingLabel="Turning off…" onClick={() => void turnOff()}>
            Turn off
          </Button>
        </>
      );
    case 'blocked':
      return (
        <Alert tone="warning" title="Your browser blocks notifications from Ilé" live>
          <p>
            To allow them, tap the icon next to the web address (a padlock or settings icon), open the site’s permissions, set Notifications to Allow, then
            reload this page.
          </p>
        </Alert>
      );
    case 'failed':
      return (
        <Alert tone="error" title={problem?.action === 'off' ? 'We couldn’t turn off phone notifications' : 'We couldn’t turn on phone notifications'} live>
          <p>{problem?.message ?? FALLBACK_PROBLEM}</p>
          <Button variant="secondary" size="sm" onClick={() => void (problem?.action === 'off' ? turnOff() : turnOn())}>
            <RotateCw size={18} aria-hidden="true" />
            Try again
          </Button>
        </Alert>
      );
  }
}
