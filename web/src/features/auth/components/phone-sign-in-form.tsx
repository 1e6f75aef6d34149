// "Continue with your phone": the shared number-and-code steps with sign-in's code call; what a good
// code does (sign in, or sign in and book) is the screen's, like the e-mail sign-in form.
import { useSendSignInCode } from '../api/hooks.ts';
import { PhoneCodeForm, type PhoneCodeFormProps } from './phone-code-form.tsx';

export type PhoneSignInFormProps = Omit<PhoneCodeFormProps, 'send' | 'sendLabel'>;

export function PhoneSignInForm(props: PhoneSignInFormProps) {
  const send = useSendSignInCode();
  return <PhoneCodeForm {...props} send={send} />;
}
