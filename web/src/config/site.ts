// One site config: every contact detail and external link the app shows comes from here.
import { formatNigerianPhone } from '@ile/domain';

const supportPhone = '+2348035550199';

export const site = {
  name: 'Ilé',
  tagline: 'Home services you can trust, booked in 60 seconds',
  office: {
    label: 'Abuja office',
    lines: ['Plot 1021, Aminu Kano Crescent', 'Wuse 2', 'Abuja, FCT 904101'],
  },
  support: {
    phone: supportPhone,
    phoneDisplay: formatNigerianPhone(supportPhone),
    phoneHref: `tel:${supportPhone}`,
    email: 'support@ile.ng',
    emailHref: 'mailto:support@ile.ng',
    whatsappHref: `https://wa.me/${supportPhone.slice(1)}`,
    /** When the phone and WhatsApp lines are answered (e-mail and the contact form any time). */
    hours: 'Monday to Saturday, 8am to 6pm (WAT)',
  },
  helpCentreUrl: 'https://help.ile.ng',
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/ile.ng' },
    { label: 'Facebook', href: 'https://www.facebook.com/ile.ng' },
    { label: 'X (Twitter)', href: 'https://x.com/ile_ng' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/ile-ng' },
  ],
  appStores: [
    { label: 'Get it on Google Play', store: 'Google Play', href: 'https://play.google.com/store/apps/details?id=ng.ile.app' },
    { label: 'Download on the App Store', store: 'App Store', href: 'https://apps.apple.com/ng/app/ile-home-services/id6450000000' },
  ],
  copyrightYear: 2023,
} as const;

export type SiteConfig = typeof site;
