// /pro and /pro/apply (seed: both show the same page): why join Ilé, what vetting involves, and the
// application form. After sending, the receipt (kept under the `apply` type) replaces the form.
import { BadgeCheck, CalendarClock, IdCard, MessageSquareText, ShieldCheck, Users, Wallet, Wrench } from '../../../components/icons/index.ts';
import { VETTING_STEPS, type ServiceKey, type VettingStep } from '@ile/domain';
import { Card, Container } from '../../../components/ui/index.ts';
import { site } from '../../../config/site.ts';
import { BUNDLED_SERVICES } from '../../../features/catalogue/index.ts';
import { ProApplicationForm, ProReceipt, readProDraft, useForgetProApplication, useProApplicationReceipt } from '../../../features/pros/index.ts';
import { UntilReady, useClientReady, useStartKey } from '../../layout/client-ready.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import './pro.css';

// Every service a pro can offer, in the catalogue's order (the bundled copy: no request needed).
const SERVICE_OPTIONS = [...BUNDLED_SERVICES].sort((a, b) => a.sortOrder - b.sortOrder).map((s) => ({ value: s.key, label: s.name }));

function serviceName(key: ServiceKey): string {
  return BUNDLED_SERVICES.find((s) => s.key === key)?.name ?? key;
}

const REASONS = [
  { icon: Users, title: 'Steady jobs', body: 'Customers near you book every day. We send you the jobs that match your services, your area and your days.' },
  { icon: Wallet, title: 'Paid on time', body: 'Customers pay through Ilé before the visit, so the money for every job is already there. No chasing anyone for payment.' },
  { icon: CalendarClock, title: 'Your own hours', body: 'You choose the days you work and the services you offer. Change them whenever your week changes.' },
] as const;

/** An icon for each of the domain's vetting steps (the list itself is the domain's). */
const VETTING_ICONS: Record<VettingStep['key'], typeof IdCard> = { id: IdCard, references: MessageSquareText, background: ShieldCheck, interview: Wrench };

export function ProScreen() {
  const receipt = useProApplicationReceipt();
  const forget = useForgetProApplication();
  // A pre-rendered page's form starts empty, as the server rendered it, and is mounted afresh with a
  // kept draft, if there is one, once the page is hydrated (see client-ready.tsx).
  const ready = useClientReady();
  const formKey = useStartKey(ready, () => JSON.stringify(ready ? readProDraft() : null));
  return (
    <div className="pro-page">
      <DocumentTitle>Become a Pro · Ilé</DocumentTitle>
      <section className="pro-page__hero">
        <Container>
          <p className="pro-page__eyebrow">For professionals</p>
          <h1>Get steady jobs as an Ilé pro</h1>
          <p className="pro-page__lead">Cleaners, plumbers, electricians, painters and more: join Ilé and get customers near you without chasing them.</p>
          <a className="btn btn--accent" href="#apply">
            Apply now
          </a>
        </Container>
      </section>

      <Container className="pro-page__body">
        <section aria-labelledby="why-heading">
          <h2 id="why-heading">Why join Ilé</h2>
          <ul className="pro-page__cards">
            {REASONS.map(({ icon: Icon, title, body }) => (
              <li key={title} className="pro-page__card">
                <Icon size={28} aria-hidden="true" />
                <h3>{title}</h3>
                <p>{body}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="vetting-heading">
          <h2 id="vetting-heading">How we vet pros</h2>
          <p>Customers let our pros into their homes, so we check everyone before their first job. It takes about 3 working days.</p>
          <ol className="pro-page__steps">
            {VETTING_STEPS.map(({ key, title, detail }) => {
              const Icon = VETTING_ICONS[key];
              return (
              <li key={key}>
                <Icon size={24} aria-hidden="true" />
                <span>
                  <strong>{title}</strong>
                  <span className="pro-page__step-body">{detail}</span>
                </span>
              </li>
              );
            })}
          </ol>
          <p className="pro-page__note">
            <BadgeCheck size={18} aria-hidden="true" /> Applying is free. Questions? Call <a href={site.support.phoneHref}>{site.support.phoneDisplay}</a>.
          </p>
        </section>

        <section id="apply" aria-labelledby="apply-heading" className="pro-page__apply">
          <Card>
            {receipt ? (
              <ProReceipt application={receipt} serviceName={serviceName} onApplyAgain={forget} />
            ) : (
              <>
                <h2 id="apply-heading">Apply now</h2>
                <p className="pro-page__apply-lead">It takes about five minutes. Everything here stays between you and our vetting team.</p>
                <UntilReady ready={ready}>
                  <ProApplicationForm key={formKey} services={SERVICE_OPTIONS} restoreDraft={ready} />
                </UntilReady>
              </>
            )}
          </Card>
        </section>
      </Container>
    </div>
  );
}
