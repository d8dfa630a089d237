import { devices, expect, test, type Page } from '@playwright/test';
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { FALLBACK_NAME_WORDS, fallbackDisplayName } from '@/domain/fallback-name';
import { adminDb, uidForPhone } from './support/admin';
import { uniquePhone } from './support/emulators';
import { signIn, signInHere } from './support/sign-in';
import { openFindUsers, searchUntilListed } from './support/find-users';
import { cellsBrokenInsideAWord } from './support/table-cell-wrapping';
import { phoneUser } from './support/two-phones';

const NO_MEDALS = 'No medals yet. Win your first debate to earn a medal!';
// A 1×1 PNG, served for the picture URL below (the test machine has no internet).
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PICTURE_URL = 'https://images.example.com/ada.png';

function stat(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Debate statistics' })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

async function userDoc(phone: string) {
  const uid = await uidForPhone(phone);
  const ref = adminDb().doc(`users/${uid}`);
  // The app creates the profile right after sign-in; wait for it before touching it.
  await expect.poll(async () => (await ref.get()).exists).toBe(true);
  return ref;
}

/** The owner-only users/{uid}/private/account: the phone and the last activity. */
function accountDoc(profile: DocumentReference) {
  return profile.collection('private').doc('account');
}

async function openEditor(page: Page) {
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeVisible();
}

test.describe('profile', () => {
  test('a new debater sees no medals and zero stats, edits with counters and validation, and the edit survives a reload', async ({
    page,
  }) => {
    // Counted, not shown: the browser never requests a picture link (docs/pictures.md).
    let linkRequests = 0;
    await page.route(PICTURE_URL, (route) => {
      linkRequests += 1;
      return route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL_PNG });
    });
    const phone = await signIn(page);
    const ref = await userDoc(phone.e164);
    await page.goto('/profile');
    await expect(page).toHaveTitle('Profile · Debate Arena');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByText(NO_MEDALS)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: fallbackDisplayName(phone.e164) }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account' })).toContainText(phone.e164);
    for (const label of ['Total debates', 'Wins', 'Losses', 'Draws']) {
      await expect(stat(page, label)).toHaveText('0');
    }
    await expect(stat(page, 'Win rate')).toHaveText('0%');

    await openEditor(page);
    const name = page.getByLabel('Display name');
    const bio = page.getByLabel('Bio');
    const picture = page.getByLabel('Profile picture URL');
    const save = page.getByRole('button', { name: 'Save' });
    await expect(name).toBeFocused();
    // The form starts from the name they are shown by: the generated one, until they choose.
    const generated = fallbackDisplayName(phone.e164);
    await expect(name).toHaveValue(generated);
    await expect(name).toHaveAccessibleDescription(`${generated.length}/50`);
    await expect(bio).toHaveAccessibleDescription('0/500');
    await expect(save).toBeDisabled();

    // Typed, not pasted: the boxes do not cut text at the limit, so the message is reachable.
    await name.fill('');
    await name.pressSequentially('n'.repeat(51));
    await expect(name).toHaveAccessibleDescription(/51\/50/);
    await expect(name).toHaveAccessibleDescription(/Display name must be 50 characters or less/);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await name.fill('Ada Lovelace');
    await expect(name).toHaveAccessibleDescription('12/50');
    await expect(page.getByText('Display name must be 50 characters or less')).toHaveCount(0);

    await bio.fill('b'.repeat(501));
    await expect(bio).toHaveAccessibleDescription(/501\/500/);
    await expect(bio).toHaveAccessibleDescription(/Bio must be 500 characters or less/);
    await bio.fill('Poet of numbers.');
    await expect(bio).toHaveAccessibleDescription('16/500');

    await picture.fill('javascript:alert(1)');
    await save.click();
    await expect(picture).toHaveAccessibleDescription(/Please enter a valid image URL/);
    await expect(picture).toBeFocused();
    // Nothing was written while a field was invalid.
    expect((await ref.get()).data()?.displayName).toBeUndefined();

    await picture.fill(PICTURE_URL);
    await expect(page.getByText('Please enter a valid image URL')).toHaveCount(0);
    // The link is saved as typed but never loaded as an image (docs/pictures.md).
    await expect(page.locator(`img[src="${PICTURE_URL}"]`)).toHaveCount(0);
    const before = (await accountDoc(ref).get()).data()?.lastActive as Timestamp;
    await save.click();
    await expect(page.getByText('Profile updated.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
    await expect(page.getByText('Poet of numbers.')).toBeVisible();
    await expect(page.locator(`img[src="${PICTURE_URL}"]`)).toHaveCount(0);
    expect(linkRequests).toBe(0);
    const stored = (await ref.get()).data()!;
    expect(stored).toMatchObject({
      displayName: 'Ada Lovelace',
      bio: 'Poet of numbers.',
      profilePictureUrl: PICTURE_URL,
    });
    // The public profile holds neither the phone nor the last activity: the account does.
    expect(stored).not.toHaveProperty('phoneNumber');
    expect(stored).not.toHaveProperty('lastActive');
    const lastActive = (await accountDoc(ref).get()).data()?.lastActive as Timestamp;
    expect(lastActive.toMillis()).toBeGreaterThanOrEqual(before.toMillis());

    // Clearing the bio deletes the field; the other fields are left alone.
    await openEditor(page);
    await expect(bio).toHaveValue('Poet of numbers.');
    await bio.fill('');
    await expect(bio).toHaveAccessibleDescription('0/500');
    await save.click();
    await expect(page.getByText('Profile updated.')).toBeVisible();
    await expect(page.getByText('No bio yet.')).toBeVisible();
    await expect.poll(async () => 'bio' in ((await ref.get()).data() ?? {})).toBe(false);
    expect((await ref.get()).data()).toMatchObject({
      displayName: 'Ada Lovelace',
      profilePictureUrl: PICTURE_URL,
    });

    // Cancel puts back what is stored.
    await openEditor(page);
    await name.fill('Someone else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
    await openEditor(page);
    await expect(name).toHaveValue('Ada Lovelace');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('shows script and HTML typed into the name and bio as text', async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`A dialog opened: ${dialog.message()}`);
    });
    await signIn(page);
    await page.goto('/profile');
    await openEditor(page);
    const name = '<img src=x onerror=alert(1)>';
    const bio = '<script>alert(1)</script><b>bold</b>';
    await page.getByLabel('Display name').fill(name);
    await page.getByLabel('Bio').fill(bio);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText(bio)).toBeVisible();
    await expect(page.locator('main b, main script, main img[src="x"]')).toHaveCount(0);
  });

  test('shows seeded medals newest first with their analysis, and the win rate rounded; at 360 px the widest generated name stays on one line and the cards stand apart', async ({
    page,
  }) => {
    const phone = await signIn(page);
    const ref = await userDoc(phone.e164);
    const longWord = 'Supercalifragilistic'.repeat(6);
    // As the evaluation stores them: the full medals (with the opponent's phone) in the
    // owner's history, the public ones (the opponent's name) and the count on the profile.
    const seeded = [
      {
        id: `1700000000000_x`,
        topic: 'Older win: homework should be banned',
        stance: 'Ban it',
        wonAt: Date.UTC(2024, 0, 15, 12),
        opponentPhone: '+15550001111',
        opponentName: 'Grace',
        aiAnalysis: 'Older analysis: solid evidence.',
      },
      {
        id: `1750000000000_x`,
        topic: `Newer win: ${longWord}`,
        stance: 'Cities need more trees',
        wonAt: Date.UTC(2025, 5, 20, 12),
        opponentPhone: '+15550002222',
        opponentName: 'Alan',
        aiAnalysis: `Newer analysis: ${longWord}\nClear rebuttals.`,
      },
    ];
    for (const medal of seeded) await ref.collection('medals').doc(medal.id).set(medal);
    await ref.update({
      debateStats: { totalDebates: 3, wins: 2, losses: 1, draws: 0 },
      medals: seeded.map(({ id, topic, stance, wonAt, opponentName }) => ({
        id,
        topic,
        stance,
        wonAt,
        opponentName,
      })),
      medalCount: 2,
    });

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/profile');
    await expect(stat(page, 'Total debates')).toHaveText('3');
    await expect(stat(page, 'Wins')).toHaveText('2');
    await expect(stat(page, 'Losses')).toHaveText('1');
    await expect(stat(page, 'Draws')).toHaveText('0');
    await expect(stat(page, 'Win rate')).toHaveText('67%');
    await expect(page.getByText(NO_MEDALS)).toHaveCount(0);

    // The widest of the generated names, in the heading's own font, on one line beside the
    // picture: 'RhetoricRuler305' over '3' at 360 px before.
    const summary = page.locator('.profile-summary');
    const name = summary.getByRole('heading', { level: 2 });
    const widest = await name.evaluate(
      (heading, names) => {
        const style = getComputedStyle(heading);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const width = (text: string) => context.measureText(text).width;
        return names.reduce((a, b) => (width(b) > width(a) ? b : a));
      },
      FALLBACK_NAME_WORDS.map((word) => `${word}8888`),
    );
    await ref.update({ displayName: widest });
    await expect(name).toHaveText(widest);
    expect(await cellsBrokenInsideAWord(summary, '.profile-summary__name')).toEqual([]);

    const medals = page.getByRole('region', { name: 'Medals' }).getByRole('listitem');
    await expect(medals).toHaveCount(2);
    await expect(medals.nth(0).getByRole('heading', { level: 3 })).toHaveText(/^Newer win/);
    await expect(medals.nth(1).getByRole('heading', { level: 3 })).toHaveText(/^Older win/);
    const newer = medals.nth(0);
    await expect(newer).toContainText('Cities need more trees');
    await expect(newer).toContainText('+15550002222');
    await expect(newer.locator('time')).toHaveAttribute('datetime', '2025-06-20T12:00:00.000Z');

    const toggle = newer.getByRole('button', { name: 'AI analysis' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(newer.getByText(/^Newer analysis/)).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(newer.getByText(/^Newer analysis/)).toBeVisible();
    await expect(medals.nth(1).getByText('Older analysis: solid evidence.')).toBeHidden();
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.press('Enter');

    // Each card stands apart from the next (the rating card touched the medals above it).
    const gaps = await page
      .getByRole('main')
      .locator('section.card')
      .evaluateAll((cards) =>
        cards
          .slice(1)
          .map((card, i) =>
            Math.round(card.getBoundingClientRect().top - cards[i]!.getBoundingClientRect().bottom),
          ),
      );
    expect(gaps.length).toBeGreaterThanOrEqual(4);
    expect(
      Math.min(...gaps),
      `gaps between the cards: ${gaps.join(', ')} px`,
    ).toBeGreaterThanOrEqual(12);

    // Mobile first: nothing, not even an unbroken word, widens the page past 360 px.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a brand-new account names itself on /profile right after signing in, and another phone finds it', async ({
    browser,
  }) => {
    const finder = await phoneUser(browser);
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    const word = Array.from({ length: 8 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join('');
    const name = `Swift ${word}`;

    await page.goto('/');
    await signInHere(page, uniquePhone());
    // A new account lands on the first-run screen; this one goes to its profile instead.
    await expect(page).toHaveURL(/\/welcome$/);
    const signedInAt = Date.now();
    // Straight to the profile, reloading the app while the first page may still be creating
    // the profile (the two sign-ins race): nothing waits for the functions to complete it.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('Display name').fill(name);
    await page.getByLabel('Bio').fill('First words here.');
    await page.getByRole('button', { name: 'Save' }).click();
    const savedAt = Date.now();
    console.log(`named ${savedAt - signedInAt} ms after signing in`);
    // The saved name shows at once, and the form is closed by the save, not before it.
    await expect(page.getByText('Profile updated.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

    // The other phone finds the name: its search entry followed the save, not the triggers.
    // Before, a newcomer's name waited behind the trigger queue (> 10 s); now it waits for
    // one call (a new function worker's start, the first time). The figure is printed.
    await openFindUsers(finder.page);
    const waited = await searchUntilListed(finder.page, name);
    console.log(
      `found by the other phone ${Date.now() - savedAt} ms after saving (${waited} ms of searching)`,
    );
    await context.close();
    await finder.context.close();
  });
});
