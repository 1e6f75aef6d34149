// "Invite friends" on the customer's dashboard: their referral code (copy it, share it on WhatsApp),
// and a form that sends an invitation for them. The answer is kept under `send_ref` and shown: e-mailed,
// or ready to send on WhatsApp to the friend's number. The form clears for the next friend on success
// and keeps every word on failure.
import { useState, type FormEvent } from 'react';
import { Copy, Gift, MessageCircle, Send } from '../../../components/icons/index.ts';
import { formatNigerianPhone, PHONE_HINT } from '@ile/domain';
import type { ApiError } from '../../../api/errors.ts';
import { Alert, Button, ButtonAnchor, EmailField, TextField } from '../../../components/ui/index.ts';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { useSendReferral, useSentReferral } from '../api/hooks.ts';
import type { Referral } from '../api/requests.ts';
import { EMPTY_REFERRAL, REFERRAL_LIMITS, toReferralRequest, type ReferralErrors, type ReferralField, type ReferralValues } from '../referral-form.ts';
import { inviteText, whatsappShareUrl } from '../share.ts';
import './referrals.css';

const FIELD_IDS: Record<ReferralField, string> = {
  friendName: 'referral-friend-name',
  friendEmail: 'referral-friend-email',
  friendPhone: 'referral-friend-phone',
  message: 'referral-message',
};
const FIELDS = Object.keys(FIELD_IDS) as ReferralField[];

export interface InviteFriendsPanelProps {
  /** The signed-in customer's code (CurrentUser.referralCode). */
  referralCode: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

export function InviteFriendsPanel({ referralCode }: InviteFriendsPanelProps) {
  const origin = window.location.origin;
  const sent = useSentReferral();
  const [copy, setCopy] = useState<CopyState>('idle');

  const copyCode = () => {
    // No clipboard (an old WebView, an insecure page): say how to copy it by hand instead.
    const write = navigator.clipboard?.writeText(referralCode) ?? Promise.reject(new Error('no clipboard'));
    write.then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <section id="invite" className="invite" aria-labelledby="invite-heading">
      <h2 id="invite-heading">
        <Gift size={22} aria-hidden="true" />
        Invite friends
      </h2>
      <p>Know someone who needs a cleaner, a plumber or an electrician they can trust? Send them your code. When they sign up with it, we know they came from you.</p>
      <div className="invite__code">
        <p>
          <span className="invite__code-label">Your referral code</span>
          <strong className="invite__code-value">{referralCode}</strong>
          {/* Always there, empty until a copy: a live region must exist before it speaks. */}
          <span className="invite__copied" role="status">
            {copy === 'copied' ? 'Copied. Paste it in a message to a friend.' : copy === 'failed' ? 'We couldn’t copy it. Press and hold the code to copy it yourself.' : null}
          </span>
        </p>
        <Button variant="secondary" size="sm" onClick={copyCode}>
          <Copy size={18} aria-hidden="true" />
          Copy code
        </Button>
      </div>
      <ButtonAnchor href={whatsappShareUrl(inviteText(origin, referralCode))} variant="secondary" fullWidth target="_blank" rel="noopener noreferrer">
        <MessageCircle size={20} aria-hidden="true" />
        Share on WhatsApp
      </ButtonAnchor>
      {sent ? <SentInvitation referral={sent} origin={origin} /> : null}
      <InviteForm />
    </section>
  );
}

function SentInvitation({ referral, origin }: { referral: Referral; origin: string }) {
  const whatsapp = whatsappShareUrl(inviteText(origin, referral.referralCode), referral.friendPhone);
  const phone = referral.friendPhone ? formatNigerianPhone(referral.friendPhone) : null;
  // The WhatsApp button sits under the message, full width: the one thing to tap next.
  if (referral.emailed) {
    return (
      <div className="invite__sent">
        <Alert tone="success" title={`Invitation e-mailed to ${referral.friendName}`} live>
          <p>
            We sent your code {referral.referralCode} to {referral.friendEmail}.
            {phone ? (
              <>
                {' '}
                You can send it to <span className="invite__nowrap">{phone}</span> on WhatsApp too.
              </>
            ) : null}
          </p>
        </Alert>
        {phone ? (
          <ButtonAnchor href={whatsapp} variant="secondary" fullWidth target="_blank" rel="noopener noreferrer">
            <MessageCircle size={20} aria-hidden="true" />
            Send on WhatsApp too
          </ButtonAnchor>
        ) : null}
      </div>
    );
  }
  return (
    <div className="invite__sent">
      <Alert tone="info" title={`Now send it to ${referral.friendName} on WhatsApp`} live>
        <p>
          {referral.friendEmail ? 'We couldn’t e-mail it just now, ' : 'We don’t have an e-mail address for them, '}
          so send it from your WhatsApp
          {phone ? (
            <>
              {' '}
              to <span className="invite__nowrap">{phone}</span>
            </>
          ) : null}
          : the message with your code is written for you.
        </p>
      </Alert>
      <ButtonAnchor href={whatsapp} variant="primary" fullWidth target="_blank" rel="noopener noreferrer">
        <MessageCircle size={20} aria-hidden="true" />
        Send it on WhatsApp
      </ButtonAnchor>
    </div>
  );
}

function failureTitle(error: ApiError): string {
  if (error.isNetworkError) return 'You seem to be offline';
  if (error.status === 429) return 'Too many invitations for now';
  if (error.code === 'referrals_need_a_booking') return 'Invitations open after your first booking';
  if (error.fields) return 'Please check the highlighted fields';
  return 'We couldn’t send the invitation';
}

function InviteForm() {
  const send = useSendReferral();
  const [values, setValues] = useState<ReferralValues>(EMPTY_REFERRAL);
  const [errors, setErrors] = useState<ReferralErrors>({});
  const failure = send.error;

  const change = (field: ReferralField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((current) => {
      // Either contact field answers "give an e-mail or phone", so typing in one clears that message.
      const clears = field === 'friendPhone' || field === 'friendEmail' ? ['friendEmail', field] : [field];
      if (!clears.some((f) => f in current)) return current;
      const next = { ...current };
      for (const f of clears) delete next[f as ReferralField];
      return next;
    });
  };

  const focusFirst = (found: ReferralErrors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const result = toReferralRequest(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirst(result.errors);
      return;
    }
    setErrors({});
    send.mutate(result.body, {
      onSuccess: () => setValues(EMPTY_REFERRAL),
      onError: (error) => {
        const fields: ReferralErrors = {};
        for (const field of FIELDS) {
          const message = error.fields?.[field];
          if (message) fields[field] = message;
        }
        setErrors(fields);
        focusFirst(fields);
      },
    });
  };

  const otherFieldMessages = Object.entries(failure?.fields ?? {})
    .filter(([key]) => !FIELDS.some((f) => f === key))
    .map(([, message]) => message);
  return (
    <form className="invite__form" onSubmit={submit} noValidate aria-labelledby="invite-form-heading">
      <h3 id="invite-form-heading">Or let us send the invitation</h3>
      {failure ? (
        <Alert tone="error" title={failureTitle(failure)} live>
          <p>{[failure.message, ...otherFieldMessages].join(' ')}</p>
          <p>What you typed is still here.</p>
        </Alert>
      ) : null}
      <TextField id={FIELD_IDS.friendName} label="Friend’s name" required autoComplete="off" value={values.friendName} onChange={change('friendName')} error={errors.friendName} />
      <EmailField
        id={FIELD_IDS.friendEmail}
        label="Friend’s e-mail"
        optional
        hint="Give their e-mail, their phone number, or both. With an e-mail we send the invitation for you."
        autoComplete="off"
        value={values.friendEmail}
        onChange={change('friendEmail')}
        error={errors.friendEmail}
      />
      <TextField
        id={FIELD_IDS.friendPhone}
        label="Friend’s phone number"
        optional
        hint={`${PHONE_HINT} Their WhatsApp number is best.`}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={values.friendPhone}
        onChange={change('friendPhone')}
        error={errors.friendPhone}
      />
      <TextArea
        id={FIELD_IDS.message}
        label="A note from you"
        optional
        hint={`Up to ${REFERRAL_LIMITS.message} characters; sent with the invitation. Now ${values.message.trim().length}.`}
        rows={3}
        value={values.message}
        onChange={change('message')}
        error={errors.message}
      />
      <Button type="submit" fullWidth loading={send.isPending} loadingLabel="Sending the invitation…">
        <Send size={18} aria-hidden="true" />
        Send invitation
      </Button>
    </form>
  );
}
