// Our support lines about one booking: call, or WhatsApp with the booking's reference already typed.
import { whatsAppLink } from '@ile/domain';
import { site } from '../config/site.ts';

export function SupportLines({ reference }: { reference: string }) {
  return (
    <p>
      Call us on <a href={site.support.phoneHref}>{site.support.phoneDisplay}</a> or chat on{' '}
      <a href={whatsAppLink(site.support.phone, `Hello Ilé, about my booking ${reference}: `)}>WhatsApp</a>.
    </p>
  );
}
