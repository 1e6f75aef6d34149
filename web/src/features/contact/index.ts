// Contact: the form behind /contact and the call it makes (POST /app/sendMessage).
export { CONTACT_MUTATION_KEY, sendContactMessage, useSendContactMessage, type ContactMessageRequest } from './api/index.ts';
export { ContactForm, type ContactFormProps } from './components/contact-form.tsx';
export { contactStartValues, type ContactSender } from './components/use-contact-form.ts';
export { CONTACT_DRAFT_KEY } from './draft.ts';
