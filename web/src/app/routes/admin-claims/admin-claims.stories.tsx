// Every state of /admin_area/claims: open first, each with the customer, the booking, the problem and
// the photo description; resolving (the list, the open count and the card's history follow), who resolved
// a claim and when, what the resolution must be, a server field error, a claim another admin resolved
// first (409: said plainly, the text kept, then whose resolution it was), offline, filters in the URL,
// empty, loading, failing, and who may not see it. An in-memory store answers like the BFF and logs each call.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminClaimsHandlers, adminInboxStore, adminResolveClaimHandlers, currentUserHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { openHistory } from '../../../testing/storybook/item-history.ts';
import { AdminClaimsScreen } from './admin-claims.tsx';

const store = adminInboxStore();

const meta = {
  title: 'Screens/Admin/Claims',
  component: AdminClaimsScreen,
  parameters: { router: appAt('/admin_area/claims'), msw: { handlers: { currentUser: currentUserHandlers.admin(), ...store.handlers, adminOverview: store.overview() } } },
  beforeEach: () => store.reset(),
} satisfies Meta<typeof AdminClaimsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const RESOLUTION = 'Grace went back on 8 December and cleaned the kitchen again, free. Ada confirmed on the phone.';

async function list(canvasElement: HTMLElement, name = 'Claims, open first') {
  return within(await within(canvasElement).findByRole('list', { name }));
}

const claim = (scope: ReturnType<typeof within>, name: string | RegExp) => within(scope.getByRole('article', { name }));

/** Opens the resolve form of Ada's open home-cleaning claim and types `text`. */
async function startResolving(canvasElement: HTMLElement, text: string) {
  const rows = await list(canvasElement);
  const card = claim(rows, 'Home cleaning · Ada Okafor');
  await userEvent.click(card.getByRole('button', { name: 'Resolve' }));
  const form = within(card.getByRole('form', { name: 'Resolve claim CLM-7KX2Q9' }));
  const field = form.getByLabelText('What was done');
  await expect(field).toHaveFocus();
  if (text) await userEvent.type(field, text);
  return { rows, card, form, field };
}

export const Claims: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Happiness claims' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Claims', current: 'page' })).toBeVisible();
    await expect(await canvas.findByText('2 open')).toBeVisible();
    const rows = await list(canvasElement);
    const articles = rows.getAllByRole('article');
    await expect(articles).toHaveLength(4);
    // Open first, said in words.
    await expect(within(articles[0] as HTMLElement).getByText('Open', { selector: '.inbox-badge' })).toBeVisible();
    await expect(within(articles[1] as HTMLElement).getByText('Open', { selector: '.inbox-badge' })).toBeVisible();
    await expect(within(articles[2] as HTMLElement).getByText('Resolved', { selector: '.inbox-badge' })).toBeVisible();
    const ada = claim(rows, 'Home cleaning · Ada Okafor');
    await expect(ada.getByText('CLM-7KX2Q9')).toBeVisible();
    await expect(ada.getByRole('link', { name: '0803 123 4567' })).toHaveAttribute('href', 'tel:+2348031234567');
    await expect(ada.getByRole('link', { name: 'ada@example.ng' })).toHaveAttribute('href', 'mailto:ada@example.ng');
    await expect(ada.getByRole('link', { name: 'ILE-3MP8RT' })).toHaveAttribute('href', '/admin_area/booking/view/b_101');
    await expect(ada.getByText('Job completed').nextElementSibling).toHaveTextContent('5 December 2026, 1:40pm');
    await expect(ada.getByText('Raised', { exact: false })).toHaveTextContent('Raised 6 December 2026, 11:30am');
    await expect(ada.getByText(/grease still on the cooker/)).toBeVisible();
    await expect(ada.getByText('The cooker top with grease, and the corner behind the fridge.')).toBeVisible();
    await expect(claim(rows, 'Plumbing · Kunle Adebayo').getByText('Nothing described.')).toBeVisible();
    // A resolved claim says what was done and when, and can't be resolved again.
    const sani = claim(rows, 'Fumigation · Sani Abubakar');
    await expect(sani.getByText('A second treatment was done free of charge on 28 November; the customer confirmed it worked.')).toBeVisible();
    await expect(sani.getByRole('heading', { level: 4, name: 'Resolved 28 November 2026, 5:00pm' })).toBeVisible();
    await expect(sani.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    // Its history says which admin resolved it, when, and what changed; an open claim has none yet.
    const [resolved] = await openHistory(rows.getByRole('article', { name: 'Fumigation · Sani Abubakar' }), 1);
    await expect(resolved).toHaveTextContent('Resolved the claim');
    await expect(resolved).toHaveTextContent('Ilé Admin · 28 November 2026, 5:00pm');
    await expect(resolved).toHaveTextContent('Status: Open → changed to Resolved');
    const [refund] = await openHistory(rows.getByRole('article', { name: 'AC repairs · Ngozi Eze' }), 1);
    await expect(refund).toHaveTextContent('Tola Akinwale · 11 November 2026, 11:00am');
    await expect(ada.queryByText(/^History/)).not.toBeInTheDocument();
    await expect(store.logs.claimsQueries.requests.at(-1)).toEqual({ pageSize: '20' });
  },
};

export const Resolve: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('2 open');
    const { form, rows } = await startResolving(canvasElement, RESOLUTION);
    await userEvent.dblClick(form.getByRole('button', { name: 'Resolve claim' }));
    await expect(await canvas.findByText('Claim CLM-7KX2Q9 is resolved. Ada Okafor is told by e-mail and in the app.')).toBeVisible();
    await expect(store.logs.resolve.requests).toEqual([{ id: 'c_1', resolution: RESOLUTION }]);
    // The card shows the resolution; the count follows.
    const ada = claim(rows, 'Home cleaning · Ada Okafor');
    await waitFor(() => expect(ada.getByText(RESOLUTION)).toBeVisible());
    await expect(ada.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    await expect(await canvas.findByText('1 open')).toBeVisible();
    // The history has the resolution: who, when, and what the customer was told.
    const [entry] = await openHistory(rows.getByRole('article', { name: 'Home cleaning · Ada Okafor' }), 1);
    await expect(entry).toHaveTextContent('Resolved the claim');
    await expect(entry).toHaveTextContent('Ilé Admin · 10 December 2026, 10:01am');
    await expect(entry).toHaveTextContent('Status: Open → changed to Resolved');
    await expect(entry).toHaveTextContent(`Resolution: — → changed to ${RESOLUTION}`);
  },
};

export const ResolvedLeavesTheOpenList: Story = {
  name: 'Resolved',
  parameters: { router: appAt('/admin_area/claims?status=open') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await list(canvasElement, 'Open claims, newest first');
    await expect(store.logs.claimsQueries.requests.at(-1)).toEqual({ status: 'open', pageSize: '20' });
    await expect(rows.getAllByRole('article')).toHaveLength(2);
    const kunle = claim(rows, 'Plumbing · Kunle Adebayo');
    await userEvent.click(kunle.getByRole('button', { name: 'Resolve' }));
    await userEvent.type(kunle.getByLabelText('What was done'), 'Tap replaced under warranty on 5 December.');
    await userEvent.click(kunle.getByRole('button', { name: 'Resolve claim' }));
    await expect(await canvas.findByText(/Claim CLM-4HT8WN is resolved\./)).toBeVisible();
    await waitFor(() => expect(rows.getAllByRole('article')).toHaveLength(1));
  },
};

export const ResolutionTooShort: Story = {
  play: async ({ canvasElement }) => {
    const { form, field } = await startResolving(canvasElement, '  ok ');
    await userEvent.click(form.getByRole('button', { name: 'Resolve claim' }));
    await expect(field).toHaveAccessibleDescription(/Say what was done \(a redo, a refund…\), in at least 3 characters\./);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(store.logs.resolve.requests).toHaveLength(0);
    // Typing clears the problem; a real resolution goes.
    await userEvent.type(field, 'Refunded in full.');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

export const ResolutionRefusedByTheServer: Story = {
  parameters: { msw: { handlers: { adminResolveClaim: adminResolveClaimHandlers.fieldErrors() } } },
  play: async ({ canvasElement }) => {
    const { form, field } = await startResolving(canvasElement, RESOLUTION);
    await userEvent.click(form.getByRole('button', { name: 'Resolve claim' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Say what was done, in 3 to 1000 characters\./));
    await expect(field).toHaveValue(RESOLUTION);
  },
};

export const AlreadyResolvedByAnotherAdmin: Story = {
  play: async ({ canvasElement }) => {
    const { card, form, field } = await startResolving(canvasElement, RESOLUTION);
    // Meanwhile, another admin resolves it.
    store.resolveClaimElsewhere('c_1', 'Refunded ₦43,000 in full after a call with Ada.');
    await userEvent.click(form.getByRole('button', { name: 'Resolve claim' }));
    const alert = await card.findByRole('alert');
    await expect(alert).toHaveTextContent('This claim is already resolved');
    await expect(alert).toHaveTextContent('This claim is already resolved. Another admin resolved it while you were writing; what you wrote is still below, nothing was sent.');
    await expect(field).toHaveValue(RESOLUTION);
    // Seeing it as it is now shows the other admin's resolution.
    await userEvent.click(within(alert).getByRole('button', { name: 'Show the claim as it is now' }));
    await expect(await card.findByText('Refunded ₦43,000 in full after a call with Ada.')).toBeVisible();
    await expect(card.getByText('Resolved', { selector: '.inbox-badge' })).toBeVisible();
    // …and whose it was.
    const [entry] = await openHistory(within(canvasElement).getByRole('article', { name: 'Home cleaning · Ada Okafor' }), 1);
    await expect(entry).toHaveTextContent('Tola Akinwale · 10 December 2026, 10:01am');
  },
};

export const ResolveOffline: Story = {
  parameters: { msw: { handlers: { adminResolveClaim: adminResolveClaimHandlers.networkError() } } },
  play: async ({ canvasElement }) => {
    const { card, form, field } = await startResolving(canvasElement, RESOLUTION);
    await userEvent.click(form.getByRole('button', { name: 'Resolve claim' }));
    await expect(await card.findByRole('alert')).toHaveTextContent('You seem to be offline');
    await expect(field).toHaveValue(RESOLUTION);
    await expect(card.getByText('Open', { selector: '.inbox-badge' })).toBeVisible();
  },
};

export const CancelResolving: Story = {
  play: async ({ canvasElement }) => {
    const { card, form } = await startResolving(canvasElement, 'Half a thought');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(card.queryByRole('form')).not.toBeInTheDocument();
    await expect(card.getByRole('button', { name: 'Resolve' })).toHaveFocus();
    await expect(store.logs.resolve.requests).toHaveLength(0);
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Resolved' }));
    await waitFor(() => expect(store.logs.claimsQueries.requests.at(-1)).toEqual({ status: 'resolved', pageSize: '20' }));
    await expect(storyLocation()).toBe('/admin_area/claims?status=resolved');
    // The heading follows the URL at once; the filtered answer replaces the previous page when it arrives.
    await waitFor(async () => expect((await list(canvasElement, 'Resolved claims, newest first')).getAllByRole('article')).toHaveLength(2));
    await expect(canvas.getByRole('link', { name: 'Resolved' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NoOpenClaims: Story = {
  parameters: { router: appAt('/admin_area/claims?status=open'), msw: { handlers: { adminClaims: adminClaimsHandlers.empty() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No open claims. Every claim is resolved.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all claims' })).toHaveAttribute('href', '/admin_area/claims');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { adminClaims: adminClaimsHandlers.empty() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No claims yet. Customers can raise one within 7 days of a completed job.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { adminClaims: adminClaimsHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading claims' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { adminClaims: adminClaimsHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load the claims');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const RefusedByTheServer: Story = {
  name: 'Refused by the server (403)',
  parameters: { msw: { handlers: { adminClaims: adminClaimsHandlers.forbidden() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('You do not have access to this.');
  },
};

export const ForbiddenForACustomer: Story = {
  name: 'Not allowed (signed-in customer)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
    await expect(store.logs.claimsQueries.requests).toHaveLength(0);
  },
};
