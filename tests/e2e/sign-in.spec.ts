import { expect, test, type Locator } from '@playwright/test';
import { latestSmsCode, uniquePhone } from './support/emulators';
import { fallbackDisplayName } from '@/domain/fallback-name';
import { signIn, signInThroughUi, signOutFromMenu } from './support/sign-in';

test.describe('phone sign-in @iphone', () => {
  test('signs in with the SMS code, stays signed in after a reload, and signs out', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Debate Arena' }),
    ).toBeVisible();
    const phone = uniquePhone();
    await page.getByLabel('Phone number').fill(phone.national);
    await expect(page.getByLabel('Complete number')).toHaveValue(
      `+1 ${phone.national.slice(0, 3)} ${phone.national.slice(3, 6)} ${phone.national.slice(6)}`,
    );
    const send = page.getByRole('button', { name: 'Send Verification Code' });
    await expect(send).toBeDisabled();
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await send.click();

    await expect(page.getByText('Code sent! Check your messages.')).toBeVisible();
    const code = await latestSmsCode(phone.e164);
    await expect(page.getByTestId('emulator-code')).toContainText(code);
    await expect(page.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    // A new account meets the first-run screen once, then home.
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your name' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/home$/);
    const name = fallbackDisplayName(phone.e164);
    await expect(page.getByTestId('header-name')).toContainText(name.slice(0, 10));

    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('header-name')).toContainText(name.slice(0, 10));

    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);

    await signOutFromMenu(page);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Send Verification Code' })).toBeVisible();
  });

  test('keeps signed-out visitors out of every signed-in route', async ({ page }) => {
    for (const path of ['/home', '/chats', '/profile', '/chat/abc', '/debate/abc']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
    for (const path of ['/policy', '/how-it-works']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});

test.describe('sign-in errors', () => {
  test('shows the send-code error for an invalid number', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Phone number').fill('12');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Error (auth/invalid-phone-number): The phone number is not valid. Check the country code and the number.',
    );
    // Nothing typed is lost.
    await expect(page.getByLabel('Phone number')).toHaveValue('12');
  });

  test('shows the network error when the phone is offline, and sends once back online', async ({
    page,
    context,
  }) => {
    const phone = uniquePhone();
    await page.goto('/');
    await page.getByLabel('Phone number').fill(phone.national);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Error (auth/network-request-failed): Network error. Check your connection and try again.',
    );
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByText('Code sent! Check your messages.')).toBeVisible();
  });

  test('shows the verification error for a wrong code and recovers', async ({ page }) => {
    const phone = uniquePhone();
    await page.goto('/');
    await page.getByLabel('Phone number').fill(phone.national);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    const code = await latestSmsCode(phone.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Verification failed: Invalid code');
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('keeps digits only in the phone input and changes the number from the code step', async ({
    page,
  }) => {
    await page.goto('/');
    const input = page.getByLabel('Phone number');
    await input.fill('(555) 12a-34 56789999');
    await expect(input).toHaveValue('555123456789');
    await expect(page.getByLabel('Complete number')).toHaveValue('+1 555 123 4567');

    const phone = uniquePhone();
    await input.fill(phone.national);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await page.getByLabel('Verification code').fill('123');
    await page.getByRole('button', { name: 'Change phone number' }).click();
    await expect(page.getByLabel('Phone number')).toHaveValue(phone.national);
    await expect(page.getByText('Code sent! Check your messages.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByLabel('Verification code')).toHaveValue('');
  });

  test('offers a resend after the 60 s countdown and signs in with the new code', async ({
    page,
  }) => {
    await page.clock.install();
    const phone = uniquePhone();
    await page.goto('/');
    await page.getByLabel('Phone number').fill(phone.national);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
    const first = await latestSmsCode(phone.e164);
    await page.clock.runFor(30_000);
    await expect(page.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
    await page.clock.runFor(31_000);
    await page.getByRole('button', { name: 'Resend code', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();
    let second = first;
    await expect.poll(async () => (second = await latestSmsCode(phone.e164))).not.toBe(first);
    await page.getByLabel('Verification code').fill(second);
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('chooses a country with the keyboard and closes the list on an outside click', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: /^Country code:/ });
    // Each entry's flag is drawn: the emoji where this browser draws it in colour, the
    // country's letters where it would draw two empty boxes (as Debian's Chromium here does).
    const drawsFlags = await page.evaluate(() => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.textBaseline = 'top';
      context.font = '20px sans-serif';
      context.fillText('🇬🇧', 0, 0);
      const { data } = context.getImageData(0, 0, 24, 24);
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        if (data[i + 3]! > 0 && Math.max(r, g, b) - Math.min(r, g, b) > 48) return true;
      }
      return false;
    });
    const flagOf = (entry: Locator) => entry.locator('.country-flag');
    await expect(flagOf(button)).toHaveText(drawsFlags ? '🇺🇸' : 'US');
    await button.click();
    const list = page.getByRole('listbox', { name: 'Country code' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('option')).toHaveCount(40);
    await expect(flagOf(list.getByRole('option', { name: /United Kingdom/ }))).toHaveText(
      drawsFlags ? '🇬🇧' : 'GB',
    );
    const maxHeight = await list.evaluate((el) => getComputedStyle(el).maxHeight);
    expect(maxHeight).toBe('240px');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(list).toBeHidden();

    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(list).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(button).toHaveAccessibleName('Country code: United Kingdom +44');
    await expect(flagOf(button)).toHaveText(drawsFlags ? '🇬🇧' : 'GB');
    await page.getByLabel('Phone number').fill('7700900123');
    await expect(page.getByLabel('Complete number')).toHaveValue('+44 770 090 0123');
  });

  test('links the terms to /policy in a new tab', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Terms of Service and Privacy Policy' });
    await expect(link).toHaveAttribute('href', '/policy');
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('signs in a second device of the same user after the first @iphone', async ({
    page,
    browser,
  }) => {
    const phone = await signInThroughUi(page);
    const other = await browser.newContext();
    const second = await other.newPage();
    await signInThroughUi(second, phone);
    await expect(second.getByTestId('header-name')).toContainText(
      fallbackDisplayName(phone.e164).slice(0, 10),
    );
    await other.close();
  });
});

test("a returning start moves 'Last active' without reading the profile first", async ({
  page,
}) => {
  await signIn(page);
  // The first start on this device made the profile (a transaction that reads it) and marks it.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('da-profile-known')))
    .not.toBeNull();
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  const lastActiveWritten = page.waitForRequest((request) =>
    request.url().includes('/documents:commit'),
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start a Debate' })).toBeVisible();
  await lastActiveWritten;
  expect(paths.filter((path) => path.endsWith('/documents:batchGet'))).toEqual([]);
});

test("signing out forgets the device's copy: a start at /home after it opens none", async ({
  page,
}) => {
  await signIn(page);
  const mark = () => page.evaluate(() => window.localStorage.getItem('da-profile-known'));
  await expect.poll(mark).not.toBeNull();
  const uid = await mark();
  const databases = () =>
    page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
  // A returning start opens the copy before the sign-in is restored.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start a Debate' })).toBeVisible();
  expect(await databases()).toContain(`debate-arena-${uid}`);

  await signOutFromMenu(page);
  expect(await databases()).not.toContain(`debate-arena-${uid}`);
  // An installed app starts at /home: signed out, it must not make the copy again.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Send Verification Code' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await databases()).not.toContain(`debate-arena-${uid}`);
  expect(await mark()).toBeNull();
});
