// A Nigerian mobile number, then the 6-digit code texted to it (and, at sign-in, a new number's name,
// the same code sent again with it): the steps of "Continue with your phone" and of confirming an
// account's number. Which call texts the code is the caller's (`send`); what a good code does (sign
// in, book, prove the number) is the screen's. Every message sits next to its field, and nothing
// typed is lost between the steps.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formatNigerianPhone, normalizeNigerianPhone } from '@ile/domain';
import type { ApiError } from '../../../api/errors.ts';
import type { CodeSignInRequest, SignInCodeRequest, SignInCodeSent } from '../../../api/types.ts';
import { Alert, Button, EmailField, TextField } from '../../../components/ui/index.ts';
import { checkEmail, checkName, checkPhone } from '../../../lib/person-checks.ts';
import { checkCode, formatWait, normalizeCode, phoneFailure, type PhoneSignInField, type PhoneStep } from '../phone-sign-in.ts';
import './auth-card.css';

export const PHONE_CODE_HINT = 'Your Nigerian mobile number, like 0803 123 4567 or +234 803 123 4567. We text you a code.';

/** The call that texts a code (a React Query mutation): sign-in's, or the account's to prove a number. */
export interface CodeSender {
  mutate: (body: SignInCodeRequest, callbacks: { onSuccess: (sent: SignInCodeSent) => void; onError: (error: ApiError) => void }) => void;
  isPending: boolean;
}

type Values = Record<PhoneSignInField, string>;
type Errors = Partial<Record<PhoneSignInField, string>>;

export interface PhoneCodeFormProps {
  /** The form's accessible name; ids are made from `idPrefix`, so two forms can share a page. */
  label: string;
  idPrefix?: string;
  initialPhone?: string;
  send: CodeSender;
  /** The number step's button ("Send code", "Text me a code"). */
  sendLabel?: string;
  /** The code step's button (e.g. "Sign in", "Sign in and book · ₦18,500"). */
  submitLabel: ReactNode;
  /** The same button once a new number has given its name. */
  newAccountLabel?: ReactNode;
  busy: boolean;
  busyLabel: string;
  /** Sends the checked code (and name for a new number); call `fail` with a failure to show it. */
  onSubmit: (body: CodeSignInRequest, fail: (error: ApiError) => void) => void;
  /** Texts are paused (today's ceiling): the screen says so its way (sign-in switches to e-mail). */
  onPaused: (message: string) => void;
}

/** A countdown in whole seconds: `start(n)` from an event, then it ticks down once a second to 0. */
function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const next = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return {
    left,
    start(seconds: number) {
      setDeadline(Date.now() + seconds * 1000);
      setLeft(Math.max(0, Math.ceil(seconds)));
    },
  };
}

export function PhoneCodeForm({ label, idPrefix = 'phone-signin', initialPhone = '', send, sendLabel = 'Send code', submitLabel, newAccountLabel = 'Create account', busy, busyLabel, onSubmit, onPaused }: PhoneCodeFormProps) {
  const ids: Record<PhoneSignInField, string> = { phone: `${idPrefix}-phone`, code: `${idPrefix}-code`, name: `${idPrefix}-name`, email: `${idPrefix}-email` };
  const [step, setStep] = useState<PhoneStep>('phone');
  const [values, setValues] = useState<Values>({ phone: initialPhone, code: '', name: '', email: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [needName, setNeedName] = useState<string | null>(null);
  // A failure about no field in particular (offline, a server fault), shown above the form.
  const [problem, setProblem] = useState<string | null>(null);
  const [newCodeSent, setNewCodeSent] = useState(false);
  const [offerNewCode, setOfferNewCode] = useState(false);
  const countdown = useCountdown();
  const wait = countdown.left;
  const [focus, setFocus] = useState<{ field: PhoneSignInField; n: number } | null>(null);
  const focusCount = useRef(0);

  const focusOn = (field: PhoneSignInField) => {
    focusCount.current += 1;
    setFocus({ field, n: focusCount.current });
  };
  useEffect(() => {
    if (focus) document.getElementById(`${idPrefix}-${focus.field}`)?.focus();
  }, [focus, idPrefix]);

  const change = (field: PhoneSignInField) => (event: { target: { value: string } }) => {
    const value = field === 'code' ? normalizeCode(event.target.value) : event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      if (!(field in e)) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
  };

  const showFailure = (error: ApiError, at: PhoneStep) => {
    const failure = phoneFailure(error, at);
    if (failure.next === 'use-email') {
      onPaused(failure.message);
      return;
    }
    if (failure.next === 'name') {
      setNeedName(failure.message);
      setErrors({});
      setProblem(null);
      focusOn('name');
      return;
    }
    if (failure.waitSeconds !== undefined) countdown.start(failure.waitSeconds);
    setOfferNewCode(failure.next === 'new-code');
    setNewCodeSent(false);
    if (failure.field) {
      setErrors({ [failure.field]: failure.message });
      setProblem(null);
      focusOn(failure.field);
    } else {
      setErrors({});
      setProblem(failure.message);
    }
  };

  const sendCode = (from: PhoneStep) => {
    if (send.isPending) return;
    send.mutate(
      { phone: normalizeNigerianPhone(values.phone) ?? values.phone.trim() },
      {
        onSuccess: (sent) => {
          countdown.start(sent.resendInSeconds);
          setErrors({});
          setProblem(null);
          setOfferNewCode(false);
          // A new code voids the last one: the old digits would only cost a try.
          setValues((v) => ({ ...v, code: '' }));
          setNewCodeSent(from === 'code');
          setStep('code');
          focusOn('code');
        },
        onError: (error) => showFailure(error, from),
      },
    );
  };

  const submitPhone = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phoneProblem = checkPhone(values.phone);
    if (phoneProblem) {
      setErrors({ phone: phoneProblem });
      focusOn('phone');
      return;
    }
    sendCode('phone');
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    const codeProblem = checkCode(values.code);
    if (codeProblem) found.code = codeProblem;
    if (needName) {
      const nameProblem = checkName(values.name);
      if (nameProblem) found.name = nameProblem;
      const emailProblem = values.email.trim() ? checkEmail(values.email) : undefined;
      if (emailProblem) found.email = emailProblem;
    }
    const first = (['code', 'name', 'email'] as const).find((field) => found[field]);
    if (first) {
      setErrors(found);
      focusOn(first);
      return;
    }
    setProblem(null);
    const email = values.email.trim();
    onSubmit(
      {
        phone: normalizeNigerianPhone(values.phone) ?? values.phone.trim(),
        code: normalizeCode(values.code),
        ...(needName ? { name: values.name.trim(), ...(email ? { email } : {}) } : {}),
      },
      (error) => showFailure(error, 'code'),
    );
  };

  const changeNumber = () => {
    setStep('phone');
    setErrors({});
    setProblem(null);
    setNeedName(null);
    setNewCodeSent(false);
    focusOn('phone');
  };

  const problemAlert = problem ? (
    <Alert tone="error" title="That didn’t work" live>
      <p>{problem}</p>
    </Alert>
  ) : null;

  if (step === 'phone') {
    const waiting = wait > 0 && errors.phone !== undefined;
    return (
      <form noValidate onSubmit={submitPhone} aria-label={label}>
        {problemAlert}
        <TextField
          id={ids.phone}
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          hint={PHONE_CODE_HINT}
          value={values.phone}
          onChange={change('phone')}
          error={errors.phone}
        />
        <Button type="submit" fullWidth loading={send.isPending} loadingLabel="Sending your code…" disabled={waiting}>
          {waiting ? `${sendLabel} (wait ${formatWait(wait)})` : sendLabel}
        </Button>
        {waiting ? (
          <p className="auth-card__note">
            <button
              type="button"
              className="auth-card__link"
              onClick={() => {
                setErrors({});
                setStep('code');
                focusOn('code');
              }}
            >
              Enter the code we already sent
            </button>
          </p>
        ) : null}
      </form>
    );
  }

  const shownPhone = formatNigerianPhone(values.phone);
  return (
    <form noValidate onSubmit={submitCode} aria-label={label}>
      {problemAlert}
      <p className="auth-card__sent">
        Sent to <strong>{shownPhone}</strong> ·{' '}
        <button type="button" className="auth-card__link" onClick={changeNumber} disabled={busy}>
          Change number
        </button>
      </p>
      {newCodeSent ? (
        <p className="auth-card__note" role="status">
          We sent a new code. The last one no longer works.
        </p>
      ) : null}
      <TextField
        id={ids.code}
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        required
        hint="From the text we sent. It works for 10 minutes."
        className="auth-card__code"
        value={values.code}
        onChange={change('code')}
        error={errors.code}
      />
      {needName ? (
        <div className="auth-card__new">
          <p className="auth-card__note" role="status">
            {needName}
          </p>
          <TextField id={ids.name} label="Full name" autoComplete="name" required value={values.name} onChange={change('name')} error={errors.name} />
          <EmailField id={ids.email} label="E-mail address" optional hint="For receipts. You can also sign in with it later." value={values.email} onChange={change('email')} error={errors.email} />
        </div>
      ) : null}
      <Button type="submit" fullWidth loading={busy} loadingLabel={busyLabel}>
        {needName ? newAccountLabel : submitLabel}
      </Button>
      <div className="auth-card__resend">
        <Button variant={offerNewCode ? 'secondary' : 'ghost'} size="sm" fullWidth disabled={wait > 0 || busy} loading={send.isPending} loadingLabel="Sending a new code…" onClick={() => sendCode('code')}>
          {wait > 0 ? `Send a new code in ${formatWait(wait)}` : 'Send a new code'}
        </Button>
      </div>
    </form>
  );
}
