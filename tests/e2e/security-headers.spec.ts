/**
 * The built app under the headers Hosting sends (firebase.json, served by `vite preview`
 * through vite.config.ts): the policy arrives on every page, nothing the app does on the
 * way from sign-in to a live chat breaks it, and no other site can frame the app.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { phoneUser, seedDirectChat } from './support/two-phones';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const hostingHeaders = (
  JSON.parse(readFileSync(path.resolve('firebase.json'), 'utf8')) as {
    hosting: { headers: HeaderRule[] };
  }
).hosting.headers.find((rule) => rule.source === '**')!.headers;
const hosted = (key: string) => hostingHeaders.find((h) => h.key === key)?.value;

/** Every policy complaint the page meets: violation events and the console's messages. */
function watchPolicy(page: Page): () => Promise<string[]> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions[- ]Policy/i.test(message.text()))
      messages.push(message.text());
  });
  void page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __policyViolations?: string[] }).__policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} refused ${e.blockedURI}`),
    );
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(
      () => (window as { __policyViolations?: string[] }).__policyViolations ?? [],
    )),
  ];
}

test.describe('the hosting security headers', () => {
  test('reach every page, and the app signs in and chats live without one violation', async ({
    browser,
  }) => {
    const alice = await phoneUser(browser);
    const bob = await phoneUser(browser);
    const violations = [watchPolicy(alice.page), watchPolicy(bob.page)];
    // The screens with times (the profile, the chat) have their formatters' locale data
    // loaded by a worker (src/app/time-formats.ts): it starts under the policy, and ends.
    const warmups: Promise<void>[] = [];
    alice.page.on('worker', (worker) => {
      if (/\/intl-warmup\.worker-[\w-]+\.js$/.test(worker.url()))
        warmups.push(new Promise((resolve) => worker.on('close', () => resolve())));
    });

    for (const route of ['/', '/home', '/chats', '/profile']) {
      const response = await alice.page.goto(route);
      const headers = response!.headers();
      expect(headers['content-security-policy'], route).toBe(hosted('Content-Security-Policy'));
      expect(headers['x-frame-options'], route).toBe('DENY');
      expect(headers['permissions-policy'], route).toBe(hosted('Permissions-Policy'));
    }

    const chatId = await seedDirectChat(alice, bob);
    await alice.page.goto(`/chat/${chatId}`);
    await bob.page.goto(`/chat/${chatId}`);
    const box = alice.page.getByRole('textbox', { name: 'Message', exact: true });
    await box.fill('Under the policy');
    await box.press('Enter');
    await expect(
      bob.page.getByTestId('message').filter({ hasText: 'Under the policy' }),
    ).toHaveCount(1);

    // (At least the chat's: a page loaded again, as on the worker's first install, has its own.)
    expect(warmups.length).toBeGreaterThan(0);
    await Promise.all(warmups);
    expect(await violations[0]!()).toEqual([]);
    expect(await violations[1]!()).toEqual([]);
    await alice.context.close();
    await bob.context.close();
  });

  test('no other page can frame the app', async ({ page, baseURL }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refused.push(message.text());
    });
    await page.setContent(`<iframe title="framed" src="${baseURL}/"></iframe>`);
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    // Chromium replaces a refused frame with its own error page: the app never runs there.
    await expect.poll(() => frame?.url()).not.toContain(new URL(baseURL!).host);
  });
});
