export { sendContactMessage, type ContactMessageRequest } from './requests.ts';
export { CONTACT_MUTATION_KEY, useSendContactMessage } from './hooks.ts';
