// Every state of /admin_area/people: before a search, a bad or empty query (said next to the field),
// searching, found (name, role, phone, e-mail, created), none found, the search failing; a person's
// download (preparing, failed with retry); erasure (the confirmation naming them with a required
// reason, erasing, erased, refused 409 with the server's message, 403 for an admin, failed with retry);
// the page at 360 px; and who may not see it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buildAdminFound } from '../../../testing/fixtures/index.ts';
import { adminErasePersonHandlers, adminExportPersonDataHandlers, adminFindPeopleHandlers, currentUserHandlers } from '../../../testing/mocks/index.ts';
import { appAt, storyLocation } from '../../../testing/storybook/app-story.ts';
import { AdminPeopleScreen } from './admin-people.tsx';

const meta = {
  title: 'Screens/Admin/People',
  component: AdminPeopleScreen,
  parameters: { router: appAt('/admin_area/people'), msw: { handlers: { currentUser: currentUserHandlers.admin(), adminFindPeople: adminFindPeopleHandlers.found() } } },
} satisfies Meta<typeof AdminPeopleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function search(canvasElement: HTMLElement, q: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByRole('textbox', { name: /Phone or e-mail/ });
  await userEvent.clear(field);
  if (q) await userEvent.type(field, q);
  await userEvent.click(canvas.getByRole('button', { name: 'Find' }));
  return field;
}

async function ada(canvasElement: HTMLElement) {
  await search(canvasElement, '0803 123 4567');
  return within(await within(canvasElement).findByRole('article', { name: 'Ada Okafor' }));
}

async function openErase(canvasElement: HTMLElement) {
  const person = await ada(canvasElement);
  await userEvent.click(person.getByRole('button', { name: 'Erase' }));
  return within(person.getByRole('form', { name: 'Confirm erasing Ada Okafor' }));
}

async function eraseWithReason(canvasElement: HTMLElement) {
  const confirm = await openErase(canvasElement);
  await userEvent.type(confirm.getByRole('textbox', { name: /Reason/ }), 'Asked by phone; checked her booking reference.');
  await userEvent.click(confirm.getByRole('button', { name: 'Yes, erase Ada Okafor' }));
  return confirm;
}

export const BeforeSearching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'People and their data' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'People', current: 'page' })).toBeVisible();
    await expect(canvas.getByText('Search by phone or e-mail to find a person.')).toBeVisible();
  },
};

export const SearchEmpty: Story = {
  name: 'Search empty (said next to the field)',
  play: async ({ canvasElement }) => {
    const field = await search(canvasElement, '');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Enter their phone number or e-mail\./);
    await expect(storyLocation()).toBe('/admin_area/people');
  },
};

export const SearchNotAPhoneOrEmail: Story = {
  name: 'Search not a phone or e-mail',
  play: async ({ canvasElement }) => {
    const field = await search(canvasElement, '12345');
    await expect(field).toHaveAccessibleDescription(/Enter a Nigerian mobile \(like 0803 123 4567/);
    // What was typed stays.
    await expect(field).toHaveValue('12345');
  },
};

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const person = await ada(canvasElement);
    await expect(person.getByText('Customer')).toBeVisible();
    await expect(person.getByText('0803 123 4567')).toBeVisible();
    await expect(person.getByText('ada@example.ng')).toBeVisible();
    await expect(person.getByText('2 October 2026')).toBeVisible();
    await expect(storyLocation()).toBe('/admin_area/people?q=0803+123+4567');
  },
};

export const AtPhoneWidth: Story = {
  name: 'Results at 360 px',
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const person = await ada(canvasElement);
    const main = within(canvasElement).getByRole('main');
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
    await expect(person.getByRole('button', { name: 'Download their data' })).toBeVisible();
  },
};

export const NoneFound: Story = {
  parameters: { msw: { handlers: { adminFindPeople: adminFindPeopleHandlers.none() } } },
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'nobody@example.ng');
    await expect(await within(canvasElement).findByText(/No one found with nobody@example\.ng/)).toBeVisible();
  },
};

export const Searching: Story = {
  parameters: { msw: { handlers: { adminFindPeople: adminFindPeopleHandlers.loading() } } },
  play: async ({ canvasElement }) => {
    await search(canvasElement, '0803 123 4567');
    await expect(await within(canvasElement).findByRole('status', { name: 'Searching' })).toBeVisible();
  },
};

export const SearchFailed: Story = {
  parameters: { msw: { handlers: { adminFindPeople: adminFindPeopleHandlers.error() } } },
  play: async ({ canvasElement }) => {
    await search(canvasElement, '0803 123 4567');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t search');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Downloading: Story = {
  parameters: { msw: { handlers: { adminExportPersonData: adminExportPersonDataHandlers.slow() } } },
  play: async ({ canvasElement }) => {
    const person = await ada(canvasElement);
    await userEvent.click(person.getByRole('button', { name: 'Download their data' }));
    await expect(await person.findByText('Preparing their file…')).toBeVisible();
    await expect(await person.findByText('Their file is downloading.', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const DownloadFailed: Story = {
  parameters: { msw: { handlers: { adminExportPersonData: adminExportPersonDataHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const person = await ada(canvasElement);
    await userEvent.click(person.getByRole('button', { name: 'Download their data' }));
    await expect(await person.findByText('We couldn’t prepare their file')).toBeVisible();
    await expect(person.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const EraseConfirm: Story = {
  name: 'Erase: the confirmation names them and needs a reason',
  play: async ({ canvasElement }) => {
    const confirm = await openErase(canvasElement);
    await expect(confirm.getByText('Erase Ada Okafor’s account?')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Yes, erase Ada Okafor' }));
    await expect(confirm.getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(/Say how the request came in/);
    await userEvent.click(confirm.getByRole('button', { name: 'Keep the account' }));
    await expect(within(canvasElement).queryByRole('form', { name: 'Confirm erasing Ada Okafor' })).not.toBeInTheDocument();
  },
};

export const Erasing: Story = {
  parameters: { msw: { handlers: { adminErasePerson: adminErasePersonHandlers.slow() } } },
  play: async ({ canvasElement }) => {
    const confirm = await eraseWithReason(canvasElement);
    await expect(await confirm.findByText('Erasing…')).toBeVisible();
  },
};

export const Erased: Story = {
  play: async ({ canvasElement }) => {
    await eraseWithReason(canvasElement);
    await expect(await within(canvasElement).findByText(/Ada Okafor’s account and personal details are erased/)).toBeVisible();
  },
};

export const Refused: Story = {
  name: 'Refused (409, something in flight)',
  parameters: { msw: { handlers: { adminErasePerson: adminErasePersonHandlers.inFlight() } } },
  play: async ({ canvasElement }) => {
    const confirm = await eraseWithReason(canvasElement);
    await expect(await confirm.findByText(/They have a paid booking to come \(ILE-7KX2Q9\)/)).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Yes, erase Ada Okafor' })).toBeDisabled();
  },
};

export const AdminNotErasable: Story = {
  name: 'Refused (403, an admin account)',
  parameters: { msw: { handlers: { adminFindPeople: adminFindPeopleHandlers.found(buildAdminFound()), adminErasePerson: adminErasePersonHandlers.adminNotErasable() } } },
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'second@ile.ng');
    const person = within(await within(canvasElement).findByRole('article', { name: 'Second Admin' }));
    await userEvent.click(person.getByRole('button', { name: 'Erase' }));
    const confirm = within(person.getByRole('form', { name: 'Confirm erasing Second Admin' }));
    await userEvent.type(confirm.getByRole('textbox', { name: /Reason/ }), 'Asked by e-mail.');
    await userEvent.click(confirm.getByRole('button', { name: 'Yes, erase Second Admin' }));
    await expect(await confirm.findByText(/An admin account cannot be erased here/)).toBeVisible();
  },
};

export const EraseFailed: Story = {
  name: 'Erase failed (try again)',
  parameters: { msw: { handlers: { adminErasePerson: adminErasePersonHandlers.error() } } },
  play: async ({ canvasElement }) => {
    const confirm = await eraseWithReason(canvasElement);
    await expect(await confirm.findByText('We couldn’t erase the account')).toBeVisible();
    // The reason stays, and the same button tries again.
    await expect(confirm.getByRole('textbox', { name: /Reason/ })).toHaveValue('Asked by phone; checked her booking reference.');
    await expect(confirm.getByRole('button', { name: 'Yes, erase Ada Okafor' })).toBeEnabled();
  },
};

export const NotAllowed: Story = {
  name: 'Not allowed (signed-in customer)',
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.customer() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
  },
};

export const SignedOut: Story = {
  parameters: { msw: { handlers: { currentUser: currentUserHandlers.signedOut() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(storyLocation()).toBe('/signin');
  },
};
