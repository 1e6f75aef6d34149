// /admin_area/service/view/:serviceId (admins only): one catalogue entry as customers see it, its
// history, and the form to change its name, words, inclusions, every price (typed in naira, sent in
// kobo) and whether it is on sale. A change applies to new bookings only; the server has the last word
// and its field messages show next to the fields, with what was typed kept.
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { Pencil, Plus, RotateCw, Save, Trash2 } from '../../../components/icons/index.ts';
import { formatNaira } from '@ile/domain';
import { isApiError } from '../../../api/errors.ts';
import type { Service } from '../../../api/types.ts';
import { Alert, Button, ButtonLink, ErrorSummary, TextField, type FieldProblem } from '../../../components/ui/index.ts';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { Toggle } from '../../../components/ui/toggle.tsx';
import { paths } from '../../../config/routes.ts';
import { AdminPage, AuditHistory } from '../../../features/admin/index.ts';
import { useAdminService, useUpdateService, type AdminService } from '../../../features/catalogue-admin/api/index.ts';
import { OnSaleBadge } from '../../../features/catalogue-admin/components/on-sale-badge.tsx';
import { describeChanges } from '../../../features/catalogue-admin/entry-changes.ts';
import {
  LIMITS,
  MAX_INCLUDES,
  formFromService,
  isChanged,
  mapServerFields,
  toServiceUpdate,
  type ServiceFormErrors,
  type ServiceFormValues,
} from '../../../features/catalogue-admin/service-form.ts';
import '../../../features/catalogue-admin/components/catalogue-admin.css';

const BACK = { to: paths.adminServices, label: 'Back to the catalogue' };
const NEW_BOOKINGS_ONLY = 'Changes apply to new bookings only. Bookings already made keep the price they were quoted.';

export function AdminServiceScreen() {
  const { serviceId = '' } = useParams();
  const entry = useAdminService(serviceId);
  if (entry.isPending) {
    return (
      <AdminPage title="Service" back={BACK}>
        <div className="catalogue-list" role="status" aria-label="Loading the service">
          <div className="catalogue-row catalogue-row--skeleton" aria-hidden="true">
            <span className="catalogue-skeleton catalogue-skeleton--title" />
            <span className="catalogue-skeleton" />
            <span className="catalogue-skeleton" />
          </div>
        </div>
      </AdminPage>
    );
  }
  if (entry.isError) return <LoadFailure error={entry.error} onRetry={() => void entry.refetch()} retrying={entry.isFetching} />;
  return <ServiceEntry key={entry.data.service.id} entry={entry.data} />;
}

function LoadFailure({ error, onRetry, retrying }: { error: Error; onRetry: () => void; retrying: boolean }) {
  const status = isApiError(error) ? error.status : 0;
  if (status === 404) {
    return (
      <AdminPage title="We can’t find that service" back={BACK}>
        <p>It isn’t in the catalogue. The link may be incomplete; every service is in the list.</p>
        <ButtonLink to={paths.adminServices}>See all services</ButtonLink>
      </AdminPage>
    );
  }
  return (
    <AdminPage title="Service" back={BACK}>
      <Alert tone="error" title={status === 403 ? 'You don’t have access to this' : 'We couldn’t load this service'} live>
        <p>{error.message}</p>
        {status === 403 ? null : (
          <Button variant="secondary" onClick={onRetry} loading={retrying} loadingLabel="Trying again…">
            <RotateCw size={18} aria-hidden="true" />
            Try again
          </Button>
        )}
      </Alert>
    </AdminPage>
  );
}

function ServiceEntry({ entry }: { entry: AdminService }) {
  const { service, history } = entry;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <AdminPage
      title={service.name}
      back={BACK}
      meta={
        <>
          <OnSaleBadge active={service.active} />
          <span>
            {service.inspectionFeeKobo !== null ? 'Visit from ' : 'From '}
            {formatNaira(service.fromPriceKobo)}
          </span>
        </>
      }
      actions={
        editing ? null : (
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            <Pencil size={18} aria-hidden="true" />
            Edit service
          </Button>
        )
      }
    >
      {saved ? (
        <Alert tone="success" title="Saved" live>
          <p>New bookings use these details and prices from now on; bookings already made keep theirs. The site shows the change at once.</p>
        </Alert>
      ) : null}
      {editing ? (
        <ServiceForm
          service={service}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : (
        <ServiceFacts service={service} />
      )}
      <section className="admin-section" aria-labelledby="service-history-heading">
        <h2 id="service-history-heading">History</h2>
        <AuditHistory entries={history} describe={describeChanges} empty="No changes yet. Every change is recorded here: who made it, when, and what it was before." />
      </section>
    </AdminPage>
  );
}

function ServiceFacts({ service }: { service: Service }) {
  return (
    <section className="admin-section" aria-labelledby="service-facts-heading">
      <h2 id="service-facts-heading">What customers see</h2>
      <dl className="service-facts">
        <div>
          <dt>Tagline</dt>
          <dd>{service.tagline}</dd>
        </div>
        <div>
          <dt>Description</dt>
          <dd>{service.description}</dd>
        </div>
        <div>
          <dt>What’s included</dt>
          <dd>
            {service.includes.length === 0 ? (
              'Nothing listed'
            ) : (
              <ul className="service-facts__includes">
                {service.includes.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>Booking form</dt>
          <dd>
            <code>{service.formPath}</code> · key <code>{service.key}</code>
          </dd>
        </div>
      </dl>
      <table className="price-table">
        <caption>Prices</caption>
        <thead>
          <tr>
            <th scope="col">Price</th>
            <th scope="col" className="price-table__amount">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {service.priceItems.map((item) => (
            <tr key={item.key}>
              <th scope="row">
                {item.label}
                <span className="price-table__key">{item.key}</span>
              </th>
              <td className="price-table__amount">{formatNaira(item.amountKobo)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const FIELD_IDS = { name: 'service-name', tagline: 'service-tagline', description: 'service-description', active: 'service-active', includes: 'service-add-line', priceItems: 'service-price-0' } as const;

function fieldIdOf(key: string): string {
  const [head, index] = key.split('.');
  if (head === 'includes' && index !== undefined) return `service-include-${index}`;
  if (head === 'priceItems' && index !== undefined) return `service-price-${index}`;
  return FIELD_IDS[head as keyof typeof FIELD_IDS] ?? FIELD_IDS.name;
}

/** The summary's links, in the order the fields appear on the form. */
function problemsOf(errors: ServiceFormErrors, values: ServiceFormValues): FieldProblem[] {
  const order = ['name', 'tagline', 'description', 'includes', ...values.includes.map((_, i) => `includes.${i}`), 'priceItems', ...values.prices.map((_, i) => `priceItems.${i}`), 'active'];
  return order.flatMap((key) => {
    const message = errors[key];
    return message ? [{ fieldId: fieldIdOf(key), message }] : [];
  });
}

function ServiceForm({ service, onCancel, onSaved }: { service: Service; onCancel: () => void; onSaved: () => void }) {
  const update = useUpdateService(service.id);
  const [values, setValues] = useState<ServiceFormValues>(() => formFromService(service));
  const [nextLineId, setNextLineId] = useState(service.includes.length);
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const [failure, setFailure] = useState<{ title: string; message?: string } | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const change = <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K], errorKey: string = key) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(errorKey in current)) return current;
      const next = { ...current };
      delete next[errorKey];
      return next;
    });
  };

  const fail = (title: string, message?: string, fieldErrors: ServiceFormErrors = {}) => {
    setErrors(fieldErrors);
    setFailure(message === undefined ? { title } : { title, message });
    setFocusRequest((n) => n + 1);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const result = toServiceUpdate(values, service);
    if (!result.ok) return fail('Please check the highlighted fields', undefined, result.errors);
    if (!isChanged(values, service)) return fail('Nothing to save yet', 'Change a field first, or cancel to leave the service as it is.');
    setFailure(null);
    update.mutate(result.body, {
      onSuccess: onSaved,
      onError: (error) => {
        const mapped = mapServerFields(error.fields, values);
        const title = error.isNetworkError ? 'You seem to be offline' : error.status === 403 ? 'You don’t have access to this' : 'The service was not saved';
        fail(title, [error.message, ...mapped.other].join(' '), mapped.errors);
      },
    });
  };

  const problems = problemsOf(errors, values);
  const removeLine = (index: number) => {
    change(
      'includes',
      values.includes.filter((_, i) => i !== index),
      `includes.${index}`,
    );
    // Later lines move up a place: their messages no longer match, the next save checks them again.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('includes.'))));
  };

  return (
    <form className="admin-section service-form" onSubmit={submit} noValidate aria-labelledby="service-form-heading">
      <h2 id="service-form-heading">Edit service</h2>
      <Alert tone="info" title="New bookings only">
        <p>{NEW_BOOKINGS_ONLY}</p>
      </Alert>
      {failure || problems.length > 0 ? (
        <ErrorSummary title={failure?.title ?? 'Please check the highlighted fields'} message={failure?.message} problems={problems} focusRequest={focusRequest} />
      ) : null}
      <TextField id={FIELD_IDS.name} label="Name" required hint={`Up to ${LIMITS.name} characters.`} value={values.name} onChange={(e) => change('name', e.target.value)} error={errors.name} autoComplete="off" />
      <TextField id={FIELD_IDS.tagline} label="Tagline" required hint={`One line under the name, up to ${LIMITS.tagline} characters.`} value={values.tagline} onChange={(e) => change('tagline', e.target.value)} error={errors.tagline} autoComplete="off" />
      <TextArea id={FIELD_IDS.description} label="Description" required hint={`Up to ${LIMITS.description} characters.`} rows={4} value={values.description} onChange={(e) => change('description', e.target.value)} error={errors.description} />

      <fieldset className="service-form__group">
        <legend>What’s included</legend>
        <p className="service-form__hint">One thing per line, shown as a list on the service page (at most {MAX_INCLUDES}).</p>
        {errors.includes ? <p className="service-form__error">{errors.includes}</p> : null}
        {values.includes.map((line, index) => (
          <div key={line.id} className="service-form__line">
            <TextField
              id={`service-include-${index}`}
              label={`Line ${index + 1}`}
              value={line.text}
              onChange={(e) => change('includes', values.includes.map((l, i) => (i === index ? { ...l, text: e.target.value } : l)), `includes.${index}`)}
              error={errors[`includes.${index}`]}
              autoComplete="off"
            />
            <Button variant="ghost" size="sm" className="service-form__remove" onClick={() => removeLine(index)}>
              <Trash2 size={18} aria-hidden="true" />
              <span className="visually-hidden">Remove line {index + 1}</span>
            </Button>
          </div>
        ))}
        <Button
          id={FIELD_IDS.includes}
          variant="secondary"
          size="sm"
          disabled={values.includes.length >= MAX_INCLUDES}
          onClick={() => {
            change('includes', [...values.includes, { id: nextLineId, text: '' }], 'includes');
            setNextLineId((n) => n + 1);
          }}
        >
          <Plus size={18} aria-hidden="true" />
          Add a line
        </Button>
      </fieldset>

      <fieldset className="service-form__group">
        <legend>Prices</legend>
        <p className="service-form__hint">In naira, like 15000 or 15,000.50. The booking forms read each price by its key, so keys can’t change here.</p>
        {errors.priceItems ? <p className="service-form__error">{errors.priceItems}</p> : null}
        {service.priceItems.map((item, index) => (
          <TextField
            key={item.key}
            id={`service-price-${index}`}
            label={`${item.label} (₦)`}
            required
            hint={
              <>
                Key <code>{item.key}</code> · now {formatNaira(item.amountKobo)}
              </>
            }
            inputMode="decimal"
            autoComplete="off"
            value={values.prices[index] ?? ''}
            onChange={(e) => change('prices', values.prices.map((p, i) => (i === index ? e.target.value : p)), `priceItems.${index}`)}
            error={errors[`priceItems.${index}`]}
          />
        ))}
      </fieldset>

      <Toggle
        id={FIELD_IDS.active}
        label="On sale"
        hint={values.active ? 'Customers can see and book it.' : 'Hidden: it disappears from the site and can’t be booked. Bookings already made go ahead.'}
        checked={values.active}
        onChange={(checked) => change('active', checked)}
      />
      {errors.active ? <p className="service-form__error">{errors.active}</p> : null}

      <div className="service-form__actions">
        <Button type="submit" loading={update.isPending} loadingLabel="Saving…">
          <Save size={18} aria-hidden="true" />
          Save changes
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
