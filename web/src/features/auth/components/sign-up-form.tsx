// The sign-up form (name, e-mail, Nigerian phone, password, and on /signup an optional referral code)
// with its error summary: on /signup, and for a new customer on the "finish your booking" screen.
// What happens on a good submit is the screen's call.
import { useState, type FormEvent, type ReactNode } from 'react';
import { normalizeNigerianPhone, PHONE_HINT } from '@ile/domain';
import type { ApiError } from '../../../api/errors.ts';
import type { SignUpRequest } from '../../../api/types.ts';
import { Button, EmailField, ErrorSummary, PasswordField, TextField } from '../../../components/ui/index.ts';
import { MIN_PASSWORD, normalizeReferralCode, validateSignUp, type SignUpField } from '../validation.ts';
import { useFormFeedback } from './use-form-feedback.ts';

const ids: Record<SignUpField, string> = { name: 'signup-name', email: 'signup-email', phone: 'signup-phone', password: 'signup-password', referralCode: 'signup-referral-code' };

export interface SignUpFormProps {
  /** The form's accessible name. */
  label: string;
  /** Filled in from the start and still editable: the booking's contact phone, an invitation's code. */
  initial?: Partial<Record<SignUpField, string>>;
  /** Offer the optional referral code field; its hint depends on whether an invitation filled it in. */
  referralCode?: boolean;
  submitLabel: ReactNode;
  busy: boolean;
  busyLabel: string;
  /** Sends the checked values; call `fail` with the answer when it is a failure, to show it. */
  onSubmit: (body: SignUpRequest, fail: (error: ApiError) => void) => void;
}

export function SignUpForm({ label, initial = {}, referralCode: withReferralCode = false, submitLabel, busy, busyLabel, onSubmit }: SignUpFormProps) {
  const feedback = useFormFeedback(ids);
  const [invitedWith] = useState(() => initial.referralCode ?? '');
  const [values, setValues] = useState<Record<SignUpField, string>>(() => ({ name: '', email: '', phone: '', password: '', referralCode: '', ...initial }));

  const change = (field: SignUpField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    feedback.clear(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!feedback.check(validateSignUp(values))) return;
    const referralCode = withReferralCode ? normalizeReferralCode(values.referralCode) : '';
    onSubmit(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        // Sent as +234…, the way it is stored; the check above guarantees it normalises.
        phone: normalizeNigerianPhone(values.phone) ?? values.phone.trim(),
        password: values.password,
        ...(referralCode ? { referralCode } : {}),
      },
      feedback.fail,
    );
  };

  return (
    <>
      {feedback.hasProblems ? (
        <ErrorSummary focusRequest={feedback.focusRequest} title={feedback.failure?.title} message={feedback.failure?.message} problems={feedback.problems} />
      ) : null}
      <form noValidate onSubmit={submit} aria-label={label}>
        <TextField id={ids.name} label="Full name" autoComplete="name" required value={values.name} onChange={change('name')} error={feedback.fieldErrors.name} />
        <EmailField
          id={ids.email}
          label="E-mail address"
          required
          hint="We e-mail you a link to confirm it."
          value={values.email}
          onChange={change('email')}
          error={feedback.fieldErrors.email}
        />
        <TextField
          id={ids.phone}
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={PHONE_HINT}
          required
          value={values.phone}
          onChange={change('phone')}
          error={feedback.fieldErrors.phone}
        />
        <PasswordField
          id={ids.password}
          label="Password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD} characters. A short phrase is easy to remember.`}
          required
          value={values.password}
          onChange={change('password')}
          error={feedback.fieldErrors.password}
        />
        {withReferralCode ? (
          <TextField
            id={ids.referralCode}
            label="Referral code"
            optional
            hint={invitedWith ? 'From your friend’s invitation. Keep it, so we know who sent you.' : 'If a friend invited you, enter their code, like ADA7K2.'}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={values.referralCode}
            onChange={change('referralCode')}
            error={feedback.fieldErrors.referralCode}
          />
        ) : null}
        <Button type="submit" fullWidth loading={busy} loadingLabel={busyLabel}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}
