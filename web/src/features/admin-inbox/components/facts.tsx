// A card's facts as label/value pairs, and the ways to reach someone (mailto and tel links).
import type { ReactNode } from 'react';
import { formatNigerianPhone, telHref } from '@ile/domain';
import './inbox.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="inbox-facts">
      {facts.map((fact) => (
        <div className="inbox-facts__row" key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A mailto link; an account made by phone may have no e-mail, which is said in words. */
export function EmailLink({ email }: { email: string | null }) {
  if (!email) return <>None (joined by phone)</>;
  return (
    <a href={`mailto:${email}`} className="inbox-link">
      {email}
    </a>
  );
}

export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className="inbox-link">
      {formatNigerianPhone(phone)}
    </a>
  );
}
