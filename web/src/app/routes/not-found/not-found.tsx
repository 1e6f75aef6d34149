// Every path with no screen, and guarded paths whose screen is not built for this visitor.
import { Compass } from '../../../components/icons/index.ts';
import { ButtonLink, StatusPanel } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { site } from '../../../config/site.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';

export function NotFoundScreen() {
  return (
    <StatusPanel
      icon={<Compass size={40} />}
      eyebrow="Page not found"
      title="We can't find that page"
      actions={
        <>
          <ButtonLink to={paths.services}>See all services</ButtonLink>
          <ButtonLink to={paths.home} variant="secondary">
            Go to the home page
          </ButtonLink>
        </>
      }
    >
      <DocumentTitle>Page not found · Ilé</DocumentTitle>
      <p>The link may be old, or the address may have a typo. Everything you can book is on our services page.</p>
      <p>
        Need a hand? Call <a href={site.support.phoneHref}>{site.support.phoneDisplay}</a> or e-mail{' '}
        <a href={site.support.emailHref}>{site.support.email}</a>.
      </p>
    </StatusPanel>
  );
}
