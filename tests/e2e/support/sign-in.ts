import { expect, type Page } from '@playwright/test';
import { latestSmsCode, uniquePhone } from './emulators';

/** Signs in through the real UI with a code read from the Auth emulator; lands on /home. */
export async function signIn(page: Page, phone = uniquePhone()) {
  await page.goto('/');
  await page.getByLabel('Phone number').fill(phone.national);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestSmsCode(phone.e164));
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  await expect(page).toHaveURL(/\/home$/);
  return phone;
}

/** Signs out through the header menu and lands on the sign-in page. */
export async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
}
