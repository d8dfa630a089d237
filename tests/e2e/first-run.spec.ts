/**
 * The first run (docs/pictures.md): after the sign-in that created an account, 'Choose your
 * name' with the generated name and a photo from the device, cropped and made small on the
 * phone; the photo shows on another phone, from avatars/{uid}. Also the screen's and the
 * profile editor's accessibility and looks at phone sizes, keyboard open, both themes.
 */
import { devices, expect, test, type Page, type TestInfo } from '@playwright/test';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { AVATAR_MAX_BYTES, AVATAR_SIDE_PX } from '@/domain/avatar';
import { adminDb, uidForPhone } from './support/admin';
import { expectNoAxeViolationsInBothThemes, setTheme } from './support/axe';
import { uniquePhone } from './support/emulators';
import { signInHere } from './support/sign-in';
import { openFindUsers, searchUntilListed } from './support/find-users';
import { phoneUser, seedDirectChat } from './support/two-phones';

/** Letters no other test's names contain, so a name search finds only this account. */
function uniqueWord(): string {
  return Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
}

/**
 * A phone camera's photo: a 3000 × 2000 JPEG (landscape, so the crop matters), drawn by the
 * browser itself (the machine has no images).
 */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(3000, 2000);
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 3000, 2000);
    gradient.addColorStop(0, '#1d4ed8');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 3000, 2000);
    // The subject in the centre (it must survive the square crop), and specks everywhere.
    context.fillStyle = '#16a34a';
    context.beginPath();
    context.arc(1500, 1000, 700, 0, Math.PI * 2);
    context.fill();
    for (let i = 0; i < 4000; i++) {
      context.fillStyle = `hsl(${Math.random() * 360} 60% 50% / 0.25)`;
      context.fillRect(Math.random() * 3000, Math.random() * 2000, 12, 12);
    }
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  return Buffer.from(bytes);
}

async function choosePhoto(page: Page, photo: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a photo' }).click();
  await (await chooser).setFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('New photo ready.')).toBeVisible();
}

/** The picture an <img> shows: its natural size and, drawn on a canvas, its centre colour. */
async function shownPicture(page: Page, selector: string) {
  return page.locator(selector).evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const [r = 0, g = 0, b = 0] = context.getImageData(
      img.naturalWidth / 2,
      img.naturalHeight / 2,
      1,
      1,
    ).data;
    return { width: img.naturalWidth, height: img.naturalHeight, src: img.src, r, g, b };
  });
}

/** A screenshot kept with the test's results (looked at, not compared). */
async function snap(page: Page, info: TestInfo, name: string) {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await info.attach(name, { path, contentType: 'image/png' });
}

/**
 * Taps a field of the profile editor, then opens the keyboard as a phone does: the viewport
 * shrinks to 500 px and the browser brings the focused field into view (Chrome on Android
 * scrolls it to the nearest edge). No part of it, nor of its hint or error, may be under the
 * Save / Cancel bar that stays at the bottom.
 */
async function expectFocusedClearOfActions(page: Page, label: string, width: number) {
  await page.setViewportSize({ width, height: 839 });
  const field = page.getByLabel(label);
  await field.focus();
  await page.setViewportSize({ width, height: 500 });
  await field.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
  const [box, bar] = await Promise.all([
    field.boundingBox(),
    page.locator('.profile-edit__actions').boundingBox(),
  ]);
  expect(box, label).not.toBeNull();
  expect(bar).not.toBeNull();
  expect(box!.y, `${label}: top in view`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${label}: clear of Save and Cancel`).toBeLessThanOrEqual(bar!.y);
  // Its hint, counter or error too: what is typed is checked there.
  const described = (await field.getAttribute('aria-describedby')) ?? '';
  for (const id of described.split(/\s+/).filter(Boolean)) {
    const below = await page.locator(`[id="${id}"]`).boundingBox();
    if (below) {
      expect(
        below.y + below.height,
        `${label}: #${id} clear of Save and Cancel`,
      ).toBeLessThanOrEqual(bar!.y);
    }
  }
}

test.describe('the first run', () => {
  test('a brand-new account names itself within moments of signing in, and the other phone finds the name', async ({
    browser,
  }) => {
    const finder = await phoneUser(browser);
    await openFindUsers(finder.page);
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    const name = `Nova ${uniqueWord()}`;
    const phone = uniquePhone();
    await page.goto('/');

    await signInHere(page, phone);
    await expect(page).toHaveURL(/\/welcome$/);
    const signedInAt = Date.now();
    const nameBox = page.getByLabel('Your name', { exact: true });
    // Prefilled with SPEC §3's generated name.
    await expect(nameBox).toHaveValue(fallbackDisplayName(phone.e164));
    await nameBox.fill(name);
    await page.getByRole('button', { name: 'Continue' }).click();
    // Printed, not asserted (a loaded machine's timing): the save did not wait for anything
    // the sign-in or the functions were still doing, beyond the sign-in's own write.
    console.log(`named ${Date.now() - signedInAt} ms after signing in`);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('header-name')).toContainText(name.slice(0, 10));
    const savedAt = Date.now();

    const waited = await searchUntilListed(finder.page, name);
    console.log(
      `found by the other phone ${Date.now() - savedAt} ms after saving (${waited} ms of searching)`,
    );
    await context.close();
    await finder.context.close();
  });

  test('a new account chooses a photo from a file; it is made small on the phone and shows on the other phone', async ({
    browser,
  }) => {
    // Two phones and a photo made small on one: 66 s of the default 90 on a slow 2-core run.
    test.setTimeout(180_000);
    const finder = await phoneUser(browser);
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    const name = `Nova ${uniqueWord()}`;
    const phone = uniquePhone();
    await page.goto('/');
    const photo = await cameraPhoto(page);

    await signInHere(page, phone);
    await expect(page).toHaveURL(/\/welcome$/);
    await page.getByLabel('Your name', { exact: true }).fill(name);
    await choosePhoto(page, photo);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // Stored as the rules bound it: WebP (or JPEG), at most 48 KB, with the profile's avatarAt.
    const uid = await uidForPhone(phone.e164);
    const stored = (await adminDb().doc(`avatars/${uid}`).get()).data()!;
    const bytes = stored.image as Buffer;
    console.log(
      `the ${photo.length}-byte photo was stored as ${bytes.length} bytes of ${stored.type}`,
    );
    expect(['image/webp', 'image/jpeg']).toContain(stored.type);
    expect(bytes.length).toBeLessThanOrEqual(AVATAR_MAX_BYTES);
    const profile = (await adminDb().doc(`users/${uid}`).get()).data()!;
    expect(profile.displayName).toBe(name);
    expect(profile.avatarAt.toMillis()).toBe(stored.updatedAt.toMillis());

    // Their own header shows it: a 256 px square from this device's copy.
    const bubble = page.locator('.home-header__profile .avatar img');
    await expect(bubble).toBeVisible();
    const own = await shownPicture(page, '.home-header__profile .avatar img');
    expect(own).toMatchObject({ width: AVATAR_SIDE_PX, height: AVATAR_SIDE_PX });
    expect(own.src).toMatch(/^blob:/);

    // The other phone, in a chat with them, shows it in the chat's header beside their name
    // (search results show it too: the first test and profile.spec.ts find people by name).
    // The square's centre is the photo's green subject (the crop kept the middle), not its
    // blue-to-amber edges.
    const chatId = await seedDirectChat(finder, { context, page, phone, uid });
    await finder.page.goto(`/chat/${chatId}`);
    await expect(finder.page.getByRole('heading', { level: 1 })).toHaveText(name);
    const header = finder.page.locator('.chat-screen__header .avatar img');
    await expect(header).toBeVisible();
    const seen = await shownPicture(finder.page, '.chat-screen__header .avatar img');
    expect(seen).toMatchObject({ width: AVATAR_SIDE_PX, height: AVATAR_SIDE_PX });
    expect(seen.src).toMatch(/^blob:/);
    expect(seen.g).toBeGreaterThan(seen.r + 40);
    expect(seen.g).toBeGreaterThan(seen.b + 40);

    await context.close();
    await finder.context.close();
  });

  test('is skippable, shown once, and reads well: axe in both themes, 412 and 360 px, keyboard open', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    await signInHere(page, uniquePhone());
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page).toHaveTitle('Welcome · Debate Arena');
    await expectNoAxeViolationsInBothThemes(page, 'first run');

    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      for (const width of [412, 360]) {
        await page.setViewportSize({ width, height: 839 });
        await snap(page, testInfo, `first-run-${width}-${theme}`);
        // The keyboard open: the name box focused, 60 % of the height left.
        await page.setViewportSize({ width, height: 500 });
        await page.getByLabel('Your name', { exact: true }).focus();
        await snap(page, testInfo, `first-run-${width}-${theme}-keyboard`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${width} px ${theme}: nothing widens the page`).toBeLessThanOrEqual(0);
      }
    }
    await page.setViewportSize({ width: 412, height: 839 });

    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/home$/);
    // Once left, not shown again on this device: back to / goes home.
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await context.close();
  });

  // Its own test, beside the one above: together they came to 94 s on a busy machine, past
  // the 90 s a test has.
  test('the profile editor shows the current name, the same picker and why a picture link shows nowhere: axe in both themes, 412 and 360 px, keyboard open', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    const phone = uniquePhone();
    await signInHere(page, phone);
    await expect(page).toHaveURL(/\/welcome$/);
    // A picture link to a private address, saved now (as the plain SDK could): the function
    // refuses to fetch it, and the profile editor then says why it shows nowhere
    // (docs/pictures.md).
    const uid = await uidForPhone(phone.e164);
    // The screen shows before the sign-in's own write of the profile lands.
    await expect.poll(async () => (await adminDb().doc(`users/${uid}`).get()).exists).toBe(true);
    await adminDb().doc(`users/${uid}`).update({ profilePictureUrl: 'http://10.0.0.8/me.png' });
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect
      .poll(async () =>
        (await adminDb().doc(`users/${uid}/private/account`).get()).get('pictureLink.problem'),
      )
      .toBe('not-public');

    // The profile editor shows the current (generated) name and offers the same picker.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await expect(page.getByLabel('Display name')).toHaveValue(fallbackDisplayName(phone.e164));
    await expect(page.getByRole('button', { name: 'Choose a photo' })).toBeVisible();
    await expect(page.getByLabel('Profile picture URL')).toHaveAccessibleDescription(
      /That address is not on the public internet\./,
    );
    await expectNoAxeViolationsInBothThemes(page, 'profile editor');
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      for (const width of [412, 360]) {
        await page.setViewportSize({ width, height: 839 });
        await page.getByRole('heading', { name: 'Edit profile' }).scrollIntoViewIfNeeded();
        await snap(page, testInfo, `profile-editor-${width}-${theme}`);
        await expectFocusedClearOfActions(page, 'Display name', width);
        await snap(page, testInfo, `profile-editor-${width}-${theme}-keyboard`);
        await expectFocusedClearOfActions(page, 'Profile picture URL', width);
        await snap(page, testInfo, `profile-editor-${width}-${theme}-link`);
      }
    }
    await context.close();
  });
});
