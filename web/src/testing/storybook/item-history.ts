// Play-function helper for an item's "History (n)" disclosure (the admin inbox's cards): opens it and
// answers its entries, newest first, each to be checked for who, what, when, the note and the change.
import { expect, userEvent, within } from 'storybook/test';

/** Opens `card`'s history, which must say it holds `count` entries, and answers the entries in order. */
export async function openHistory(card: HTMLElement, count: number): Promise<HTMLElement[]> {
  const scope = within(card);
  await userEvent.click(scope.getByText(`History (${count})`, { selector: 'summary' }));
  const list = scope.getByRole('list', { name: 'History, newest first' });
  await expect(list).toBeVisible();
  const entries = within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
  await expect(entries).toHaveLength(count);
  return entries;
}
