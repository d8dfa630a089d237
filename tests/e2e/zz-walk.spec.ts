import { devices, expect, test, type Page } from '@playwright/test';
import { adminDb } from './support/admin';
import { uniquePhone } from './support/emulators';
import { signInHere } from './support/sign-in';
import { setTheme } from './support/axe';
import { openDetails } from './support/two-phones';

test.use({ baseURL: process.env.DEV_URL });
const T = { timeout: 60_000 };
let n = 0;
async function shot(page: Page, name: string) {
  n += 1;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots/walk-${String(n).padStart(2, '0')}-${name}.png` });
}

test('walk', async ({ browser }) => {
  test.setTimeout(300_000);
  await adminDb().doc('emulatorConfig/judges').delete();
  const mk = async (w: number, h: number) => {
    const c = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: w, height: h }, serviceWorkers: 'block' });
    return { c, p: await c.newPage() };
  };
  const A = await mk(360, 740);
  const B = await mk(412, 839);
  await A.p.goto('/');
  await shot(A.p, 'a-landing');
  await signInHere(A.p, uniquePhone());
  await expect(A.p).toHaveURL(/\/welcome$/, T);
  await shot(A.p, 'a-welcome');
  await A.p.getByLabel('Your name', { exact: true }).fill('Alice Marlowe-Featherstonehaugh');
  await A.p.getByRole('button', { name: 'Continue' }).click();
  await expect(A.p).toHaveURL(/\/home$/, T);
  await shot(A.p, 'a-home');
  await B.p.goto('/');
  await signInHere(B.p, uniquePhone());
  await expect(B.p).toHaveURL(/\/welcome$/, T);
  await B.p.getByRole('button', { name: 'Skip for now' }).click();
  await expect(B.p).toHaveURL(/\/home$/, T);
  await setTheme(B.p, 'dark');
  await shot(B.p, 'b-home-dark');
  // Alice starts a debate
  await A.p.getByRole('button', { name: /Start a Debate/ }).click();
  await shot(A.p, 'a-start-form');
  await A.p.getByLabel('Debate topic').fill('Should homework be banned in primary schools?');
  await A.p.getByLabel('Your stance').fill('Homework in primary school adds stress and widens inequality; play and reading time help children more.');
  await shot(A.p, 'a-start-filled');
  await A.p.getByRole('button', { name: 'Create Debate Request' }).click();
  await A.p.waitForTimeout(2000);
  await shot(A.p, 'a-after-create');
  // Bob browses
  await B.p.goto('/home?section=browse-debates');
  await B.p.waitForTimeout(4000);
  await shot(B.p, 'b-browse');
  await B.p.getByRole('button', { name: 'Accept Debate' }).first().click();
  await expect(B.p).toHaveURL(/\/debate\//, T);
  await shot(B.p, 'b-room-waiting');
  await A.p.goto(B.p.url().replace(/^https?:\/\/[^/]+/, ''));
  await shot(A.p, 'a-room-waiting');
  await A.p.getByRole('button', { name: 'Ready to Debate' }).click();
  await B.p.getByRole('button', { name: 'Ready to Debate' }).click();
  await expect(A.p.getByRole('timer', { name: 'Time Remaining' })).toBeVisible(T);
  const say = async (p: Page, t: string) => {
    const box = p.getByRole('textbox', { name: 'Message', exact: true });
    await box.fill(t);
    await box.press('Enter');
  };
  await say(A.p, 'Children in primary school need play more than worksheets. Studies show little academic gain from homework before age 11.');
  await say(B.p, 'Homework builds habits of independent study early, and it lets parents see what their children learn.');
  await say(A.p, 'Habits can be built through reading for pleasure, which the evidence supports far better.');
  await say(B.p, 'Reading is homework too. Banning homework would ban that structure for families who need it.');
  await A.p.waitForTimeout(2000);
  await shot(A.p, 'a-room-live');
  await shot(B.p, 'b-room-live-dark');
  await A.p.getByRole('textbox', { name: 'Message', exact: true }).focus();
  await A.p.setViewportSize({ width: 360, height: 444 });
  await shot(A.p, 'a-room-keyboard');
  await A.p.setViewportSize({ width: 360, height: 740 });
  // End early: request evaluation
  await openDetails(A.p);
  await shot(A.p, 'a-room-details');
  await A.p.getByRole('button', { name: 'Request AI Evaluation' }).click();
  await openDetails(B.p);
  await B.p.getByRole('button', { name: 'Agree to Evaluate' }).click(T);
  await shot(B.p, 'b-agreed');
  await A.p.getByRole('button', { name: 'Start AI Evaluation' }).click(T);
  await shot(A.p, 'a-judging');
  await A.p.getByRole('dialog', { name: /Congratulations|You Lost|Draw/ }).waitFor(T);
  await shot(A.p, 'a-verdict');
  await B.p.getByRole('dialog', { name: /Congratulations|You Lost|Draw/ }).waitFor(T);
  await shot(B.p, 'b-verdict');
  await A.p.getByRole('button', { name: 'View Full Results' }).click();
  await shot(A.p, 'a-results');
  await A.p.getByRole('dialog', { name: 'Debate Results' }).evaluate((d) => d.scrollBy(0, 1500)).catch(() => {});
  await shot(A.p, 'a-results-2');
  await A.p.keyboard.press('Escape');
  await shot(A.p, 'a-after-results');
  await A.p.goto('/leaderboard');
  await shot(A.p, 'a-leaderboard');
  await A.p.goto('/profile');
  await shot(A.p, 'a-profile');
  await A.p.evaluate(() => window.scrollBy(0, 900));
  await shot(A.p, 'a-profile-2');
});
