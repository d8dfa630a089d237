import { expect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';
import { setTheme } from './support/axe';
import { phoneUser } from './support/two-phones';

test('screenshots of consent screens', async ({ browser }) => {
  test.setTimeout(600_000);
  const alice = await phoneUser(browser);
  const db = adminDb();
  const now = FieldValue.serverTimestamp();
  const people = [
    { uid: 'shot-bob', displayName: 'Bob Builder with a long name', fallbackName: 'ProofPro0002' },
    { uid: 'shot-carol', displayName: 'Carol', fallbackName: 'LogicLord0003', phone: '+15550000003' },
    { uid: 'shot-dave', fallbackName: 'VerdictViking0004', phone: '+15550000004', addedYou: true },
  ];
  for (const p of people) {
    await db.doc(`users/${p.uid}`).set({ uid: p.uid, fallbackName: p.fallbackName, ...(p.displayName ? { displayName: p.displayName } : {}), medals: [], medalCount: 0, debateStats: { totalDebates: 3, wins: 2, losses: 1, draws: 0 } });
    await db.doc(`users/${alice.uid}/contacts/${p.uid}`).set({
      uid: p.uid,
      fallbackName: p.fallbackName,
      ...(p.displayName ? { displayName: p.displayName } : {}),
      ...(p.phone ? { phoneNumber: p.phone } : {}),
      ...(p.addedYou ? { addedYou: true } : {}),
      addedAt: now,
    });
  }
  const chatId = [alice.uid, 'shot-bob'].sort().join('_');
  await db.doc(`chats/${chatId}`).set({
    participants: [alice.uid, 'shot-bob'].sort(),
    participantDetails: { [alice.uid]: { fallbackName: 'X' }, 'shot-bob': { displayName: 'Bob Builder with a long name', fallbackName: 'ProofPro0002' } },
    isDebate: false, status: 'active', createdAt: now,
  });
  const page = alice.page;
  for (const [w, h] of [[412, 915], [360, 780], [412, 500]] as const) {
    await page.setViewportSize({ width: w, height: h });
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await page.goto('/home?section=contacts');
      await expect(page.getByText('Added you')).toBeVisible({ timeout: 60_000 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/consent-shots/contacts-${w}x${h}-${theme}.png`, fullPage: true });
      await page.goto(`/chat/${chatId}`);
      await expect(page.getByText('Phone hidden until they add you or reply')).toBeVisible({ timeout: 60_000 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/consent-shots/chat-${w}x${h}-${theme}.png` });
    }
  }
  await alice.context.close();
});
