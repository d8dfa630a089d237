import { expect, type Page } from '@playwright/test';
import { latestSmsCode, uniquePhone } from './emulators';

/**
 * The sign-in steps on the page as it is, with a code read from the Auth emulator (no
 * navigation first: a deep link that led to the sign-in page must survive).
 */
export async function signInHere(page: Page, phone: { national: string; e164: string }) {
  await page.getByLabel('Phone number').fill(phone.national);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestSmsCode(phone.e164));
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
}

/**
 * Signs in through the real UI with a code read from the Auth emulator; lands on /home. A
 * new account first meets the first-run screen (/welcome), which it skips: tests that are
 * about choosing a name or a photo there sign in with signInHere.
 */
export async function signIn(page: Page, phone = uniquePhone()) {
  await page.goto('/');
  await signInHere(page, phone);
  await expect(page).toHaveURL(/\/(home|welcome)$/);
  if (page.url().endsWith('/welcome')) {
    await page.getByRole('button', { name: 'Skip for now' }).click();
  }
  await expect(page).toHaveURL(/\/home$/);
  return phone;
}

/** Signs out through the header menu and lands on the sign-in page. */
export async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
}
