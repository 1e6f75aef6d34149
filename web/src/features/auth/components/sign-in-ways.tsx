// The two ways in, phone first: "Continue with your phone", and e-mail and password behind a switch
// (an account can have both). Both forms stay mounted, one hidden, so switching keeps what was
// typed. When sign-in by text is paused the e-mail form comes forward with the reason.
import { useState, type ReactNode } from 'react';
import { Mail, Smartphone } from '../../../components/icons/index.ts';
import { Alert } from '../../../components/ui/index.ts';
import './auth-card.css';

export type SignInWay = 'phone' | 'email';

export interface SignInWaysProps {
  /** The phone form; it calls `onPaused` when sign-in by text is paused. */
  phone: (onPaused: (message: string) => void) => ReactNode;
  email: ReactNode;
  /** Switching is off while a sign-in is on its way. */
  busy?: boolean;
  /** Told when the shown form changes (a screen may change its words around it). */
  onWayChange?: (way: SignInWay) => void;
}

export function SignInWays({ phone, email, busy = false, onWayChange }: SignInWaysProps) {
  const [way, setWayState] = useState<SignInWay>('phone');
  const [paused, setPaused] = useState<string | null>(null);
  const setWay = (next: SignInWay) => {
    setWayState(next);
    onWayChange?.(next);
  };
  return (
    <>
      <div hidden={way !== 'phone'}>
        {phone((message) => {
          setPaused(message);
          setWay('email');
        })}
        <p className="auth-card__other">
          <button type="button" className="auth-card__link" disabled={busy} onClick={() => setWay('email')}>
            <Mail size={18} aria-hidden="true" />
            Use e-mail and password instead
          </button>
        </p>
      </div>
      <div hidden={way !== 'email'}>
        {paused ? (
          <Alert tone="warning" title="Sign-in by text is paused" live>
            <p>{paused}</p>
          </Alert>
        ) : null}
        {email}
        <p className="auth-card__other">
          <button type="button" className="auth-card__link" disabled={busy} onClick={() => setWay('phone')}>
            <Smartphone size={18} aria-hidden="true" />
            Continue with your phone instead
          </button>
        </p>
      </div>
    </>
  );
}
