// The Become a Pro application: every field of ProApplicationRequest with the design system's
// controls, messages next to each field, and one summary on top after a failed send.
import { Send } from '../../../components/icons/index.ts';
import { NIGERIAN_STATES, PHONE_HINT, stateLabel, type ServiceKey } from '@ile/domain';
import { Alert, Button, ErrorSummary, EmailField, Select, TextField } from '../../../components/ui/index.ts';
import { Checkbox, CheckboxGroup } from '../../../components/ui/checkbox-group.tsx';
import { ChoiceCards } from '../../../components/ui/choice-cards.tsx';
import { Stepper } from '../../../components/ui/stepper.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { ABOUT_LIMITS, YEARS_LIMITS } from '../application-form.ts';
import { ID_TYPES, WEEKDAYS } from '../id-types-and-weekdays.ts';
import { proFieldId as id, useProApplicationForm } from './use-pro-application.ts';
import './pros.css';

const STATE_OPTIONS = NIGERIAN_STATES.map((state) => ({ value: state, label: stateLabel(state) }));
const OWN_TOOLS = [
  { value: 'yes', label: 'Yes, I have my own tools' },
  { value: 'no', label: 'Not yet' },
] as const;
const DAY_OPTIONS = WEEKDAYS.map((d) => ({ value: d.value, label: d.label }));

export interface ProApplicationFormProps {
  /** The catalogue's services, in display order: what a pro can offer. */
  services: readonly { value: ServiceKey; label: string }[];
  /** Start from the answers kept in this tab; false while a pre-rendered page hydrates (the server had none). */
  restoreDraft?: boolean;
}

function isOwnTools(value: string): value is 'yes' | 'no' {
  return value === 'yes' || value === 'no';
}

export function ProApplicationForm({ services, restoreDraft = true }: ProApplicationFormProps) {
  const form = useProApplicationForm(restoreDraft);
  const { values, errors } = form;
  const aboutLength = values.about.trim().length;
  const idHint = ID_TYPES.find((t) => t.value === values.idType)?.hint ?? 'As printed on the ID you chose above.';

  return (
    <form className="pro-form" noValidate onSubmit={form.submit} aria-label="Apply to join Ilé">
      {form.restored && !form.hasProblems ? (
        <Alert tone="info" title="Welcome back">
          <p>We kept what you filled in. For your safety we never keep your ID number, so enter it again.</p>
        </Alert>
      ) : null}
      {form.hasProblems ? (
        <ErrorSummary focusRequest={form.focusRequest} title={form.failure?.title} message={form.failure?.message} problems={form.problems} />
      ) : null}

      <fieldset className="pro-form__group">
        <legend>About you</legend>
        <TextField id={id('name')} label="Full name" required autoComplete="name" value={values.name} onChange={(e) => form.set('name', e.target.value)} error={errors.name} />
        <EmailField
          id={id('email')}
          label="E-mail address"
          required
          value={values.email}
          onChange={(e) => form.set('email', e.target.value)}
          error={errors.email}
        />
        <TextField
          id={id('phone')}
          label="Phone number"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={`${PHONE_HINT} We call you on it to set up the interview.`}
          value={values.phone}
          onChange={(e) => form.set('phone', e.target.value)}
          error={errors.phone}
        />
      </fieldset>

      <fieldset className="pro-form__group">
        <legend>Your work</legend>
        <div className="pro-form__services">
          <CheckboxGroup
            id={id('services')}
            name="services"
            legend="Services you offer"
            hint="Tick every service you can do well. You can add more later."
            options={services}
            values={values.services}
            onChange={(v) => form.set('services', v)}
            error={errors.services}
          />
        </div>
        <Select id={id('state')} label="State you work in" required placeholder="Choose a state" options={STATE_OPTIONS} value={values.state} onChange={(e) => form.set('state', e.target.value)} error={errors.state} />
        <TextField id={id('area')} label="Area" required hint="Where you take jobs, e.g. Wuse, Garki, Maitama." autoComplete="address-level3" value={values.area} onChange={(e) => form.set('area', e.target.value)} error={errors.area} />
        <Stepper
          id={id('yearsExperience')}
          label="Years of experience"
          hint="0 if you are just starting."
          required
          min={YEARS_LIMITS.min}
          max={YEARS_LIMITS.max}
          value={values.yearsExperience}
          onChange={(v) => form.set('yearsExperience', v)}
          error={errors.yearsExperience}
        />
        <TextArea
          id={id('about')}
          label="A short bio"
          required
          hint={
            <>
              The work you do and what customers say about it.{' '}
              <span className="pro-form__counter" data-over={aboutLength > ABOUT_LIMITS.max || undefined}>
                {aboutLength}/{ABOUT_LIMITS.max} characters, at least {ABOUT_LIMITS.min}.
              </span>
            </>
          }
          rows={4}
          value={values.about}
          onChange={(e) => form.set('about', e.target.value)}
          error={errors.about}
        />
        <ChoiceCards id={id('ownTools')} name="ownTools" legend="Do you have your own tools?" options={OWN_TOOLS} value={values.ownTools} onChange={(v) => form.set('ownTools', isOwnTools(v) ? v : '')} error={errors.ownTools} />
        <CheckboxGroup id={id('daysAvailable')} name="daysAvailable" legend="Days you can work" options={DAY_OPTIONS} values={values.daysAvailable} onChange={(v) => form.set('daysAvailable', v)} error={errors.daysAvailable} compact />
      </fieldset>

      <fieldset className="pro-form__group">
        <legend>Two references</legend>
        <p className="pro-form__hint">People you have worked for, who we call to ask how it went. Not your own number.</p>
        {([1, 2] as const).map((n) => (
          <div key={n} className="pro-form__referee">
            <TextField
              id={id(`referee${n}Name`)}
              label={`Reference ${n}: name`}
              required
              autoComplete="off"
              value={values[`referee${n}Name`]}
              onChange={(e) => form.set(`referee${n}Name`, e.target.value)}
              error={errors[`referee${n}Name`]}
            />
            <TextField
              id={id(`referee${n}Phone`)}
              label={`Reference ${n}: phone`}
              required
              type="tel"
              inputMode="tel"
              autoComplete="off"
              hint={PHONE_HINT}
              value={values[`referee${n}Phone`]}
              onChange={(e) => form.set(`referee${n}Phone`, e.target.value)}
              error={errors[`referee${n}Phone`]}
            />
          </div>
        ))}
      </fieldset>

      <fieldset className="pro-form__group">
        <legend>Your ID</legend>
        <ChoiceCards id={id('idType')} name="idType" legend="ID you will show us" options={ID_TYPES} value={values.idType} onChange={(v) => form.set('idType', v)} error={errors.idType} />
        <TextField
          id={id('idNumber')}
          label="ID number"
          required
          hint={idHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode={values.idType === 'nin' ? 'numeric' : 'text'}
          value={values.idNumber}
          onChange={(e) => form.set('idNumber', e.target.value)}
          error={errors.idNumber}
        />
        <Checkbox
          id={id('consent')}
          label="I agree to Ilé checking my ID, calling my references and running a background check."
          hint="We use these details only to vet you, and never show them to customers."
          checked={values.consent}
          onChange={(v) => form.set('consent', v)}
          error={errors.consent}
        />
      </fieldset>

      <Button type="submit" fullWidth loading={form.sending} loadingLabel="Sending your application…">
        <Send size={18} aria-hidden="true" />
        Send my application
      </Button>
      <p className="pro-form__next">We reply within 3 working days. Applying is free.</p>
    </form>
  );
}
