import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

/**
 * WCAG 2.1 A and AA, plus axe's best practices: docs/decisions/0013-chat.md's own count of today's
 * violations (`page-has-heading-one`, `region`) comes from best-practice rules, and it asks for
 * none.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The device's theme choice (src/app/theme-logic.ts keeps it under this key). */
export const THEME_STORAGE_KEY = 'da-theme';

/**
 * Runs axe-core on the page as it is now and fails on ANY violation, whatever its impact,
 * listing each rule id, impact and the offending targets. `label` names the screen in the
 * failure ("home · dark").
 */
export async function expectNoAxeViolations(page: Page, label: string) {
  const violations = await axeViolations(page);
  const lines = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${JSON.stringify(node.target)}`).join('\n'),
  );
  expect(lines, `axe violations on ${label}:\n${lines.join('\n')}`).toEqual([]);
}

/**
 * axe's violations on the page as it is now: AxeBuilder's rules and tags, run the way its legacy
 * mode runs them (`axe.run` in the page), where the page has no frame of its own. AxeBuilder's
 * default opens a blank page beside it for every check (`finishRun`) and injects axe's 1.3 MB
 * source there and again into the page each time: on an idle machine a check of a near-empty
 * page took about a second, most of it that. Here axe is injected once per document (a second
 * check of the same page, the other theme, finds it there), and only violations are gathered
 * in full (`resultTypes`: passes and incomplete results keep one node each, and never leave
 * the page). A page with frames goes through AxeBuilder, which checks each frame.
 */
async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  if (page.frames().length > 1) {
    return (await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations;
  }
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: AXE_TAGS },
    resultTypes: ['violations'],
  };
  return page.evaluate(
    async (runOptions) =>
      (await (window as unknown as { axe: typeof axe }).axe.run(document, runOptions)).violations,
    options,
  );
}

/**
 * Shows the page in the light or dark theme without a reload (an open modal stays open):
 * the system's colour scheme is emulated and the device's stored choice is cleared, so
 * the app's 'System' theme follows it. Works before the first `goto` too.
 */
export async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
  if (!page.url().startsWith('http')) return;
  await page.evaluate((key) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage may be unavailable; the system scheme still applies.
    }
    window.dispatchEvent(new StorageEvent('storage', { key }));
  }, THEME_STORAGE_KEY);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // A button's background moves to the new theme over 120 ms while its text colour flips at
  // once: the page is measured (and shot) once those transitions have run, as a person sees it.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Checks the page as it is in the light and the dark theme (no reload: a modal stays open). */
export async function expectNoAxeViolationsInBothThemes(page: Page, label: string) {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await expectNoAxeViolations(page, `${label} · ${theme}`);
  }
}
