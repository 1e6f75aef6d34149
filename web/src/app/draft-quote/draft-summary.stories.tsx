// The order as /order/finalize and "finish your booking" show it, in every state of its two inputs:
// the draft's own form (loaded on its own, form-loaders.ts) and today's prices. The screens' stories
// cover it with a loaded form; the form on its way or failed to arrive is shown here.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_CATALOGUE } from '@ile/domain';
import { ButtonLink } from '../../components/ui/index.ts';
import { buildBookingDraft } from '../../testing/fixtures/index.ts';
import { summariseDraft } from '../../features/service-forms/draft-summary.ts';
import { loadDraftForm, type AnyDraftForm } from '../../features/service-forms/form-loaders.ts';
import type { DraftQuote } from './use-draft-quote.ts';
import { DraftSummary } from './draft-summary.tsx';

const draft = buildBookingDraft();
const priceItems = DEFAULT_CATALOGUE.find((entry) => entry.key === draft.service)?.priceItems ?? [];

/** The quote useDraftQuote makes of the fixture draft, with `form` loaded (or not) and the prices in (or not). */
function quoteOf(form: AnyDraftForm | null, overrides: Partial<DraftQuote> = {}): DraftQuote {
  const summary = form ? summariseDraft(form, draft, priceItems) : null;
  return {
    name: 'Home cleaning',
    summary,
    formState: summary ? 'ready' : 'loading',
    retryForm: fn(),
    booking: summary?.parsed.ok ? summary.parsed.booking : null,
    price: summary?.price ?? null,
    priceState: summary?.price ? 'ready' : 'loading',
    retryPrice: fn(),
    ...overrides,
  };
}

const editLink = (
  <ButtonLink to="/services/home-cleaning" variant="secondary" fullWidth>
    Edit details
  </ButtonLink>
);

const meta = {
  title: 'Components/Draft summary',
  component: DraftSummary,
  args: { quote: quoteOf(null), editLink },
  loaders: [async () => ({ form: await loadDraftForm(draft.service) })],
} satisfies Meta<typeof DraftSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's loaded form (Storybook's `loaded`, typed). */
function formOf(loaded: Record<string, unknown>): AnyDraftForm {
  const form: unknown = loaded.form;
  if (typeof form !== 'object' || form === null || !('parse' in form)) throw new Error('the story loader gave no form');
  return form as AnyDraftForm;
}

export const Ready: Story = {
  render: (args, { loaded }) => <DraftSummary {...args} quote={quoteOf(formOf(loaded))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Deep clean')).toBeVisible();
    await expect(canvas.getByText('12 Aminu Kano Crescent, Wuse 2, Abuja, FCT (Abuja)')).toBeVisible();
    await expect(canvas.getByText('Total')).toBeVisible();
  },
};

export const Compact: Story = {
  render: (args, { loaded }) => <DraftSummary {...args} compact quote={quoteOf(formOf(loaded))} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Total')).toBeVisible();
  },
};

export const FormOnItsWay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Getting your booking ready…')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit details' })).toBeVisible();
  },
};

export const FormFailedToArrive: Story = {
  args: { quote: quoteOf(null, { formState: 'error' }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We couldn’t show your booking')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.quote.retryForm).toHaveBeenCalledTimes(1);
  },
};

export const PricesOnTheirWay: Story = {
  render: (args, { loaded }) => <DraftSummary {...args} quote={quoteOf(formOf(loaded), { price: null, priceState: 'loading' })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Working out your price…')).toBeVisible();
  },
};

export const PricesFailed: Story = {
  render: (args, { loaded }) => <DraftSummary {...args} quote={quoteOf(formOf(loaded), { price: null, priceState: 'error' })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We couldn’t load today’s prices')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Load prices again' })).toBeVisible();
  },
};
