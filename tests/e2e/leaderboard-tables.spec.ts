/**
 * Tables that read, on the leaderboard at 360 px (the narrowest phones we serve) and 412 px:
 * established debaters with four-digit ratings and wins, 100% win rates and long names (six:
 * each profile written runs onUserWritten, and the suites share the emulators), and
 * the viewer's own provisional line ('—', '1500?'). Every cell is measured
 * (tests/e2e/support/table-cell-wrapping.ts): none breaks a number, a percentage or a word
 * across lines. A long name is cut with an ellipsis and shown whole on the row's page.
 * axe-clean in both themes; screenshots of both widths and themes are kept with the results.
 */
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type * as Top from '../../functions/src/leaderboard/top';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { ratingFields, START_RATING } from '@/domain/rating';
import { adminDb, uidForPhone } from './support/admin';
import { expectNoAxeViolations, setTheme } from './support/axe';
import { uniquePhone } from './support/emulators';
import { signIn } from './support/sign-in';
import {
  cellsBrokenInsideAWord,
  expectNoCellBreaksInsideAWord,
  tableCellCount,
} from './support/table-cell-wrapping';

const ARRIVAL = { timeout: 30_000 };
// The functions' own rebuild of leaderboard/top (a CommonJS module to Playwright's loader).
const { rebuildLeaderboard } = createRequire(import.meta.url)(
  '../../functions/src/leaderboard/top',
) as typeof Top;
const LONG_NAME = 'Maximiliana Featherstonehaugh-Wolfeschlegelsteins';
const NAMES = [
  LONG_NAME,
  'Supercalifragilisticexpialidociousness',
  'Александра Константинопольская',
  'Al',
  'Jo Li',
];

const SEEDED = 6;

/** Established debaters rated above anyone else the suites make (so they lead the top). */
async function seedTop(run: string): Promise<string[]> {
  const ids = Array.from({ length: SEEDED }, (_, i) => `${run}-${String(i).padStart(2, '0')}`);
  const batch = adminDb().batch();
  ids.forEach((uid, i) => {
    const totalDebates = i < 5 ? 1216 : 20 + i;
    batch.set(adminDb().doc(`users/${uid}`), {
      uid,
      createdAt: new Date(),
      fallbackName: `Seeded${i}`,
      ...(NAMES[i] ? { displayName: NAMES[i] } : {}),
      ...ratingFields({ rating: 9950 - i * 7, deviation: 60 + i, volatility: 0.06 }),
      debateStats: {
        totalDebates,
        wins: i < 5 ? 1216 : i,
        losses: i < 5 ? 0 : totalDebates - i,
        draws: 0,
      },
    });
  });
  await batch.commit();
  return ids;
}

async function removeTop(ids: string[]) {
  const batch = adminDb().batch();
  for (const uid of ids) batch.delete(adminDb().doc(`users/${uid}`));
  await batch.commit();
  await rebuildLeaderboard(adminDb());
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('tables that read', () => {
  test('no leaderboard cell breaks a number or a word at 360 or 412 px; long names are cut and shown whole on their page', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const run = `tables${Date.now().toString(36)}`;
    await page.setViewportSize({ width: 360, height: 740 });
    const phone = await signIn(page, uniquePhone());
    const me = fallbackDisplayName(phone.e164);
    const uid = await uidForPhone(phone.e164);
    // Named and given the start by the function, before the seeded profiles queue theirs.
    await expect
      .poll(async () => (await adminDb().doc(`users/${uid}`).get()).get('fallbackName'), ARRIVAL)
      .toBe(me);
    const ids = await seedTop(run);
    try {
      // What onUserWritten does for each of them, done at once rather than waited for.
      await rebuildLeaderboard(adminDb());
      await page.goto('/leaderboard');
      const tables = page.getByRole('table');
      const top = page.getByRole('table', { name: 'Top 50 debaters by rating' });
      await expect(top.getByRole('row').nth(1)).toContainText(LONG_NAME.slice(0, 6), ARRIVAL);
      await expect(top.getByRole('row').nth(SEEDED)).toContainText('Seeded5', ARRIVAL);
      // The viewer is new: their own line, unranked and provisional.
      const own = page.getByRole('region', { name: 'Your rank' });
      await expect(own.getByRole('row').filter({ hasText: me })).toContainText(
        `${START_RATING.rating}?`,
        ARRIVAL,
      );

      for (const width of [360, 412]) {
        await page.setViewportSize({ width, height: 740 });
        for (const theme of ['light', 'dark'] as const) {
          await setTheme(page, theme);
          await expectNoCellBreaksInsideAWord(tables, `the leaderboard at ${width} px, ${theme}`);
          await shoot(page, `leaderboard-${width}-${theme}`);
        }
      }
      const cells = await tableCellCount(tables);
      console.log(
        `[tables] leaderboard cells measured at 360 and 412 px: ${cells}; broken inside a word: ${(await cellsBrokenInsideAWord(tables)).length}`,
      );
      await expectNoAxeViolations(page, 'leaderboard · dark');
      await setTheme(page, 'light');
      await expectNoAxeViolations(page, 'leaderboard · light');

      // The long name is cut with an ellipsis in its cell…
      await page.setViewportSize({ width: 360, height: 740 });
      const link = top.getByRole('link', { name: LONG_NAME });
      const cut = await link.evaluate((el) => ({
        overflowing: el.scrollWidth > el.clientWidth,
        ellipsis: getComputedStyle(el).textOverflow === 'ellipsis',
      }));
      expect(cut).toEqual({ overflowing: true, ellipsis: true });

      // …and whole on the row's page.
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/leaderboard/${ids[0]}$`));
      const heading = page.getByRole('heading', { level: 1, name: LONG_NAME });
      await expect(heading).toBeVisible();
      const whole = await heading.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(whole).toBe(true);
      const facts = page.getByRole('list', { name: 'Leaderboard facts' });
      await expect(facts).toContainText('#1');
      await expect(facts).toContainText('9950');
      await expect(facts).toContainText('100%');
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        await expectNoAxeViolations(page, `a leaderboard row's page · ${theme}`);
        await shoot(page, `leaderboard-row-360-${theme}`);
      }
      await page.getByRole('link', { name: 'Back to the leaderboard' }).click();
      await expect(page).toHaveURL(/\/leaderboard$/);
    } finally {
      await removeTop(ids);
    }
  });
});
