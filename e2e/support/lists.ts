// A list (DataList) is a table where its columns fit the room it gets, and cards where they do not: a journey
// reads whichever the screen shows, by the list's name.
import type { Locator, Page } from '@playwright/test';

/** The list's entries as shown: the table's body rows, or the cards of the list of the same name. */
export function listEntries(scope: Page | Locator, name: string | RegExp): Locator {
  return scope
    .getByRole('table', { name })
    .locator('tbody tr')
    .or(scope.getByRole('list', { name }).getByRole('listitem'));
}
