import { expect, type Page } from '@playwright/test';

/** Opens Find Users from the header menu. */
export async function openFindUsers(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Find Users' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toBeVisible();
}

/**
 * Searches for `name` as a person would, pressing Enter again after each answer until the
 * person is listed (and `ready` holds for their row), and returns how long that took. Each
 * round waits for the searchUsers answer itself: pressing again before it came would only
 * start a new search and drop the one under way.
 */
export async function searchUntilListed(
  page: Page,
  name: string,
  ready: (row: ReturnType<Page['getByRole']>) => Promise<void> = async (row) =>
    expect(row).toBeVisible({ timeout: 1_000 }),
): Promise<number> {
  const started = Date.now();
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill(name);
  const row = page.getByRole('listitem', { name });
  await expect(async () => {
    const answered = page.waitForResponse((response) => response.url().includes('/searchUsers'));
    await search.press('Enter');
    await answered;
    await ready(row);
  }).toPass();
  return Date.now() - started;
}
