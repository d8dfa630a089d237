/**
 * The rating history chart on /profile reads with 1 rated debate and with 200 (of 240): axes
 * with round rating ticks and the debates' numbers, labels that neither overlap nor leave the
 * card at 360 or 412 px, the caption saying which debates and when. The series document is
 * the functions' (users/{uid}/ratingSeries/recent, src/domain/rating-series.ts), written here
 * through the Admin SDK as the outcome step writes it. axe-clean in both themes; screenshots
 * of both widths and themes are kept with the results.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ratingFields } from '@/domain/rating';
import type { RatingSeries } from '@/domain/rating-series';
import { adminDb, uidForPhone } from './support/admin';
import { expectNoAxeViolations, setTheme } from './support/axe';
import { uniquePhone } from './support/emulators';
import { signIn } from './support/sign-in';

const ARRIVAL = { timeout: 30_000 };
const DAY = 24 * 3600 * 1000;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** Every label's box, and whether any two overlap or one leaves the chart's card. */
async function labelGeometry(chart: Locator) {
  return chart.evaluate((svg) => {
    const card = svg.closest('figure')!.getBoundingClientRect();
    const boxes = [...svg.querySelectorAll('text')].map((t) => t.getBoundingClientRect());
    const overlaps = boxes.some((a, i) =>
      boxes
        .slice(i + 1)
        .some((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom),
    );
    const outside = boxes.some(
      (b) => b.left < card.left - 0.5 || b.right > card.right + 0.5 || b.bottom > card.bottom,
    );
    return {
      labels: boxes.length,
      overlaps,
      outside,
      pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

test.describe('rating history chart', () => {
  test('one rated debate and 200 both draw with labelled axes at 360 and 412 px, both themes', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 360, height: 740 });
    const phone = await signIn(page, uniquePhone());
    const uid = await uidForPhone(phone.e164);
    const series = adminDb().doc(`users/${uid}/ratingSeries/recent`);
    const start = Date.UTC(2026, 9, 1, 12);

    // One rated debate: a win from the start.
    const one: RatingSeries = { points: [{ chatId: 'c1', rating: 1662, at: start }], count: 1 };
    // The rating as the outcome step writes it (merged: the sign-in's own profile write and
    // the start rating of functions/src/users/public-identity.ts leave a rating alone).
    await adminDb()
      .doc(`users/${uid}`)
      .set(
        {
          ...ratingFields({ rating: 1662.3, deviation: 290.3, volatility: 0.06 }),
          ratingChange: 162,
        },
        { merge: true },
      );
    await series.set(one);
    await page.goto('/profile');
    const chart = page.getByRole('img', { name: 'Your rating after your rated debate 1: 1662.' });
    await expect(chart).toBeVisible(ARRIVAL);
    await expect(page.getByText(/^Rated debate 1, Oct\s1,\s2026$/)).toBeVisible();
    await expect(chart.locator('.rating-chart__axes line')).toHaveCount(3);
    await expect(chart.locator('text')).toHaveText(['1620', '1640', '1660', '1680', '1700', '1']);

    const widths: Record<string, number> = {};
    for (const [name, count] of [
      ['one', 1],
      ['two-hundred', 240],
    ] as const) {
      if (count > 1) {
        const points = Array.from({ length: 200 }, (_, i) => ({
          chatId: `c${i + 41}`,
          rating: Math.round(1500 + 120 * Math.sin(i / 15) + i * 0.8),
          at: start + i * DAY,
        }));
        await series.set({ points, count } satisfies RatingSeries);
        await expect(
          page.getByText(/^Rated debates 41\u2013240, Oct\s1,\s2026 to Apr\s18,\s2027$/),
        ).toBeVisible(ARRIVAL);
      }
      const drawn = page.locator('.rating-chart__svg');
      for (const width of [360, 412]) {
        await page.setViewportSize({ width, height: 740 });
        for (const theme of ['light', 'dark'] as const) {
          await setTheme(page, theme);
          // Drawn at the card's measured width, so a resize redraws rather than stretches.
          await expect
            .poll(async () =>
              drawn.evaluate(
                (svg) =>
                  Number(svg.getAttribute('width')) === svg.parentElement!.clientWidth &&
                  svg.parentElement!.clientWidth > 0,
              ),
            )
            .toBe(true);
          const geometry = await labelGeometry(drawn);
          expect(geometry, `${name} at ${width} px, ${theme}`).toMatchObject({
            overlaps: false,
            outside: false,
            pageOverflows: false,
          });
          expect(geometry.labels).toBeGreaterThanOrEqual(4);
          widths[`${name}-${width}`] = Number(await drawn.getAttribute('width'));
          await page.getByRole('region', { name: 'Rating' }).screenshot({
            path: test.info().outputPath(`rating-chart-${name}-${width}-${theme}.png`),
          });
        }
      }
      await expectNoAxeViolations(page, `profile with ${name} rated debates · dark`);
      await setTheme(page, 'light');
      await expectNoAxeViolations(page, `profile with ${name} rated debates · light`);
    }
    await shoot(page, 'profile-rating-chart-412-light');
    console.log(`[rating chart] drawn widths (px): ${JSON.stringify(widths)}`);
  });
});
