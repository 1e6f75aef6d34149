// The form engine's hook: state from the kept draft (or the defaults and the page's preset), every
// change saved to the draft as typed, the live price, and "Continue": check, save, go to finalize.
import { useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookableDays, type PriceItem, type ServiceKey } from '@ile/domain';
import { paths } from '../../config/routes.ts';
import { readDraft, writeDraft } from '../../lib/booking-draft.ts';
import type { ServiceFormConfig } from './config-builders.ts';
import { fieldId, type DetailValue, type DetailValues } from './fields.ts';
import { initialFormState, serviceFormReducer } from './form-state.ts';
import { defaultDetails, detailFields, draftVisit, parseBooking, previewPrice, toDetailValues, visitFromDraft, type FormValues } from './parse.ts';
import { appClock } from '../../lib/app-clock.ts';
import { VISIT_FIELDS, VISIT_PATHS, defaultVisit, type VisitField } from './visit.ts';

export interface ServiceFormOptions {
  /** The service's form (the page's own, so no other service's is downloaded). */
  config: ServiceFormConfig<ServiceKey>;
  /** The page slug the form is on (kept in the draft to come back to it). */
  page: string;
  preset?: Readonly<DetailValues>;
  /** The signed-in customer's phone, offered as the contact phone. */
  userPhone?: string | undefined;
  priceItems: readonly PriceItem[];
  /** See ServiceFormProps.serverSnapshot. */
  serverSnapshot?: Date | undefined;
}

/** The values to start from, and whether they came back from this page's draft. */
export function startingValues(
  { config, page, preset = {}, userPhone }: Omit<ServiceFormOptions, 'priceItems' | 'serverSnapshot'>,
  now: Date = appClock.now(),
  draft = readDraft(),
): { values: FormValues; restored: boolean } {
  const { service } = config;
  const defaults: FormValues = { details: defaultDetails(config, preset), visit: defaultVisit(now, userPhone) };
  if (!draft) return { values: defaults, restored: false };
  // Where and whom to call carry over from any draft; the job's details only from this page's.
  const visit = visitFromDraft(draft.visit, defaults.visit);
  if (!visit.contactPhone.trim()) visit.contactPhone = defaults.visit.contactPhone;
  const samePage = draft.page === page && draft.service === service;
  return { values: { details: samePage ? toDetailValues(config, draft.details, defaults.details) : defaults.details, visit }, restored: samePage };
}

/**
 * Everything a service form's first render depends on (values, restored, bookable days), as one
 * string: the same on the server and in the browser unless the browser's start differs (see
 * useStartKey in app/layout/client-ready.tsx).
 */
export function serviceFormStartKey(options: Omit<ServiceFormOptions, 'priceItems' | 'serverSnapshot'>, serverSnapshot?: Date): string {
  const now = serverSnapshot ?? appClock.now();
  const start = serverSnapshot ? startingValues(options, now, null) : startingValues(options, now);
  const { first, last } = bookableDays(now);
  return JSON.stringify([start, first, last]);
}

/** Every error path in the order the fields are shown: the first one present gets the focus. */
function fieldOrder(config: ServiceFormConfig<ServiceKey>): string[] {
  const details = detailFields(config).flatMap((field) =>
    field.kind === 'address' ? ['street', 'landmark', 'area', 'city', 'state'].map((part) => `details.${field.name}.${part}`) : [`details.${field.name}`],
  );
  return [...details, ...VISIT_FIELDS.map((f) => VISIT_PATHS[f])];
}

export function useServiceForm(options: ServiceFormOptions) {
  const { config, page, priceItems } = options;
  const { service } = config;
  const navigate = useNavigate();
  const [start] = useState(() => (options.serverSnapshot ? startingValues(options, options.serverSnapshot, null) : startingValues(options, appClock.now())));
  const [state, dispatch] = useReducer(serviceFormReducer, start.values, initialFormState);
  const firstValues = useRef(start.values);

  // Saved after every change, never on mount: opening a page must not replace another service's draft.
  useEffect(() => {
    if (state.values === firstValues.current) return;
    save(service, page, state.values);
  }, [service, page, state.values]);

  useEffect(() => {
    if (state.focusRequest === 0) return;
    const first = fieldOrder(config).find((path) => state.errors[path]);
    const element = first ? document.getElementById(fieldId(first)) : null;
    element?.focus();
    element?.scrollIntoView({ block: 'center' });
  }, [config, state.focusRequest, state.errors]);

  const price = useMemo(() => previewPrice(config, state.values.details, priceItems), [config, state.values.details, priceItems]);

  return {
    state,
    price,
    restored: start.restored,
    setDetail: (name: string, value: DetailValue, path?: string) => dispatch({ type: 'detail', name, value, ...(path ? { path } : {}) }),
    setVisit: (name: VisitField, value: string) => dispatch({ type: 'visit', name, value }),
    submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      dispatch({ type: 'submitStart' });
      const result = parseBooking(config, state.values, appClock.now());
      dispatch({ type: 'submitStop', errors: result.ok ? {} : result.errors });
      if (!result.ok) return;
      save(service, page, state.values);
      navigate(paths.orderFinalize);
    },
  };
}

function save(service: ServiceKey, page: string, values: FormValues) {
  const existing = readDraft();
  // Keep the finalize screen's idempotency fields: it decides from the content whether they still apply.
  writeDraft({ ...(existing ?? {}), service, page, visit: draftVisit(values.visit), details: values.details });
}
