// The one booking form: renders any service's config (radio cards, selects, steppers, toggles, an
// address block), then the visit questions every booking asks, the live price and "Continue".
import { ArrowRight } from '../../../components/icons/index.ts';
import { NIGERIAN_STATES, bookableDays, stateLabel, VISIT_WINDOWS, visitWindowProblem, type PriceItem, type ServiceKey } from '@ile/domain';
import { appClock } from '../../../lib/app-clock.ts';
import { Alert, Button, Select, TextField } from '../../../components/ui/index.ts';
import { ChoiceCards } from '../../../components/ui/choice-cards.tsx';
import { Stepper } from '../../../components/ui/stepper.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { Toggle } from '../../../components/ui/toggle.tsx';
import type { ServiceFormConfig } from '../config-builders.ts';
import { fieldId, toAddressValues, type AddressPart, type AddressValues, type DetailField, type DetailValues, type FieldErrors } from '../fields.ts';
import { detailFields } from '../parse.ts';
import { useServiceForm } from '../use-service-form.ts';
import { AT_HOME_CHOICES, VISIT_PATHS, windowChoices } from '../visit.ts';
import { PriceSummary } from './price-summary.tsx';
import './service-form.css';

const STATE_OPTIONS = NIGERIAN_STATES.map((state) => ({ value: state, label: stateLabel(state) }));

export interface ServiceFormProps {
  /** The service's form config: the page's own, so the page downloads no other service's. */
  config: ServiceFormConfig<ServiceKey>;
  page: string;
  serviceName: string;
  preset?: Readonly<DetailValues>;
  userPhone?: string | undefined;
  priceItems: readonly PriceItem[];
  /** Set while a pre-rendered page hydrates: render as the server did at that time, without the kept draft. */
  serverSnapshot?: Date | undefined;
}

interface AddressFieldsProps {
  path: string;
  values: AddressValues;
  errors: FieldErrors;
  onChange: (part: AddressPart, value: string) => void;
}

function AddressFields({ path, values, errors, onChange }: AddressFieldsProps) {
  const id = (part: AddressPart) => fieldId(`${path}.${part}`);
  const error = (part: AddressPart) => errors[`${path}.${part}`];
  return (
    <>
      <TextField id={id('street')} label="House number and street" autoComplete="address-line1" required value={values.street} onChange={(e) => onChange('street', e.target.value)} error={error('street')} />
      <TextField
        id={id('landmark')}
        label="Nearest landmark"
        optional
        hint="How the pro finds you, e.g. opposite Banex Plaza or behind the Total filling station."
        value={values.landmark}
        onChange={(e) => onChange('landmark', e.target.value)}
        error={error('landmark')}
      />
      <div className="service-form__pair">
        <TextField id={id('area')} label="Area or estate" autoComplete="address-level3" required value={values.area} onChange={(e) => onChange('area', e.target.value)} error={error('area')} />
        <TextField id={id('city')} label="Town or city" autoComplete="address-level2" required value={values.city} onChange={(e) => onChange('city', e.target.value)} error={error('city')} />
      </div>
      <Select id={id('state')} label="State" placeholder="Choose a state" options={STATE_OPTIONS} required value={values.state} onChange={(e) => onChange('state', e.target.value)} error={error('state')} />
    </>
  );
}

export function ServiceForm({ config, page, serviceName, preset, userPhone, priceItems, serverSnapshot }: ServiceFormProps) {
  const form = useServiceForm({ config, page, preset, userPhone, priceItems, serverSnapshot });
  const { values, errors } = form.state;
  const problemCount = Object.keys(errors).length;
  // Only windows still bookable for the chosen day; a chosen one that has lapsed says why, as the server would.
  const now = serverSnapshot ?? appClock.now();
  const { first, last } = bookableDays(now);
  const windows = windowChoices(values.visit.date, now);
  const picked = VISIT_WINDOWS.find((window) => window === values.visit.timeWindow);
  const lapsed = picked && !windows.options.some((option) => option.value === picked) ? visitWindowProblem(values.visit.date, picked, now) : null;
  const windowError = errors[VISIT_PATHS.timeWindow] ?? lapsed ?? undefined;

  const renderDetail = (field: DetailField) => {
    const path = `details.${field.name}`;
    const value = values.details[field.name];
    switch (field.kind) {
      case 'choice':
        return field.display === 'cards' ? (
          <ChoiceCards
            key={field.name}
            id={fieldId(path)}
            name={field.name}
            legend={field.label}
            hint={field.hint}
            options={field.options}
            required
            value={typeof value === 'string' ? value : ''}
            onChange={(v) => form.setDetail(field.name, v)}
            error={errors[path]}
          />
        ) : (
          <Select
            key={field.name}
            id={fieldId(path)}
            label={field.label}
            hint={field.hint}
            options={field.options}
            required
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => form.setDetail(field.name, e.target.value)}
            error={errors[path]}
          />
        );
      case 'count':
        return (
          <Stepper
            key={field.name}
            id={fieldId(path)}
            label={field.label}
            hint={field.hint}
            min={field.min}
            max={field.max}
            step={field.step}
            required
            value={typeof value === 'string' ? value : ''}
            onChange={(v) => form.setDetail(field.name, v)}
            error={errors[path]}
          />
        );
      case 'toggle':
        return <Toggle key={field.name} id={fieldId(path)} label={field.label} hint={field.hint} checked={value === true} onChange={(v) => form.setDetail(field.name, v)} />;
      case 'address': {
        const address = toAddressValues(value);
        return (
          <fieldset key={field.name} className="service-form__group">
            <legend>{field.label}</legend>
            <AddressFields path={path} values={address} errors={errors} onChange={(part, v) => form.setDetail(field.name, { ...address, [part]: v }, `${path}.${part}`)} />
          </fieldset>
        );
      }
    }
  };

  return (
    <form className="service-form" noValidate onSubmit={form.submit} aria-label={`Book ${serviceName.toLowerCase()}`} data-submit-succeeded={form.state.submitSucceeded}>
      {form.restored ? (
        <Alert tone="info" title="Welcome back">
          <p>We kept what you filled in last time. Check it and continue.</p>
        </Alert>
      ) : null}
      <fieldset className="service-form__group">
        <legend>About the job</legend>
        {detailFields(config).map(renderDetail)}
      </fieldset>

      <fieldset className="service-form__group">
        <legend>{config.addressTitle}</legend>
        <AddressFields path="visit.address" values={values.visit} errors={errors} onChange={(part, v) => form.setVisit(part, v)} />
      </fieldset>

      <fieldset className="service-form__group">
        <legend>When?</legend>
        <TextField
          id={fieldId(VISIT_PATHS.date)}
          label="Preferred day"
          type="date"
          min={first}
          max={last}
          required
          hint="Any day from today up to 60 days ahead."
          value={values.visit.date}
          onChange={(e) => form.setVisit('date', e.target.value)}
          error={errors[VISIT_PATHS.date]}
        />
        <ChoiceCards
          id={fieldId(VISIT_PATHS.timeWindow)}
          name="timeWindow"
          legend="Time of day"
          options={windows.options}
          hint={windows.note ?? undefined}
          required
          value={values.visit.timeWindow}
          onChange={(v) => form.setVisit('timeWindow', v)}
          error={windowError}
        />
      </fieldset>

      <fieldset className="service-form__group">
        <legend>How can the pro reach you?</legend>
        <TextField
          id={fieldId(VISIT_PATHS.contactPhone)}
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          hint="Ideally your WhatsApp number, like 0803 123 4567 or +234 803 123 4567."
          value={values.visit.contactPhone}
          onChange={(e) => form.setVisit('contactPhone', e.target.value)}
          error={errors[VISIT_PATHS.contactPhone]}
        />
        <ChoiceCards
          id={fieldId(VISIT_PATHS.atHomeWho)}
          name="atHomeWho"
          legend="Who will be home?"
          options={AT_HOME_CHOICES}
          required
          value={values.visit.atHomeWho}
          onChange={(v) => form.setVisit('atHomeWho', v)}
          error={errors[VISIT_PATHS.atHomeWho]}
        />
        {values.visit.atHomeWho === 'someone' ? (
          <div className="service-form__at-home">
            <TextField
              id={fieldId(VISIT_PATHS.atHomeName)}
              label="Their name"
              autoComplete="off"
              required
              value={values.visit.atHomeName}
              onChange={(e) => form.setVisit('atHomeName', e.target.value)}
              error={errors[VISIT_PATHS.atHomeName]}
            />
            <TextField
              id={fieldId(VISIT_PATHS.atHomePhone)}
              label="Their phone number"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              required
              hint="A Nigerian mobile, like 0803 123 4567. We text them about the visit."
              value={values.visit.atHomePhone}
              onChange={(e) => form.setVisit('atHomePhone', e.target.value)}
              error={errors[VISIT_PATHS.atHomePhone]}
            />
          </div>
        ) : null}
        <TextArea
          id={fieldId(VISIT_PATHS.notes)}
          label="Anything the pro should know?"
          optional
          hint="Gate code, parking, pets, or what exactly needs doing."
          rows={3}
          value={values.visit.notes}
          onChange={(e) => form.setVisit('notes', e.target.value)}
          error={errors[VISIT_PATHS.notes]}
        />
      </fieldset>

      <PriceSummary price={form.price} />

      {problemCount > 0 ? (
        <p className="service-form__problems" role="alert">
          {problemCount === 1 ? 'One answer needs a look before you continue.' : `${problemCount} answers need a look before you continue.`}
        </p>
      ) : null}
      <Button type="submit" fullWidth>
        Continue
        <ArrowRight size={20} aria-hidden="true" />
      </Button>
      <p className="service-form__next">Next, you check the details and confirm. Nothing is charged until you pay.</p>
    </form>
  );
}
