#!/usr/bin/env node
// Takes the web app manifest's screenshots (the richer install dialog shows them) from the
// real app: a phone-sized chat list and a wide debate, signed in on the emulators with a
// few seeded chats. Run it with the app and the emulators up, then commit the PNGs:
//
//   node scripts/with-emulators.mjs --app -- node scripts/make-screenshots.mjs
//
// It fails when a screenshot outgrows its budget. CHROMIUM_PATH overrides /usr/bin/chromium.
import { mkdir, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'public', 'screenshots');
const appUrl = process.env.APP_URL;
const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-debate-arena';
const authPort = process.env.DA_AUTH_PORT || '9099';
const BUDGET = 150 * 1024;
// As in playwright.config.ts: the closed network refuses Chromium's own connections.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (!appUrl || !process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('Run me through scripts/with-emulators.mjs --app (APP_URL and the emulators).');
  process.exit(1);
}

const admin = initializeApp({ projectId });
const db = getFirestore(admin);

const ME = { national: '5550142001', e164: '+15550142001', name: 'Alex Rivera' };
const PEOPLE = [
  { uid: 'shot-maya', phone: '+15550142002', name: 'Maya Chen' },
  { uid: 'shot-sam', phone: '+15550142003', name: 'Sam Okafor' },
  { uid: 'shot-lena', phone: '+15550142004', name: 'Lena Fischer' },
];

async function smsCode(phone) {
  const url = `http://127.0.0.1:${authPort}/emulator/v1/projects/${projectId}/verificationCodes`;
  for (let attempt = 0; attempt < 40; attempt++) {
    const body = await (await fetch(url)).json();
    const code = body.verificationCodes?.filter((c) => c.phoneNumber === phone).at(-1)?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No SMS code for ${phone}`);
}

async function signIn(page) {
  await page.goto(`${appUrl}/`);
  await page.getByLabel('Phone number').fill(ME.national);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await page.getByLabel('Verification code').fill(await smsCode(ME.e164));
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  // A new account meets the first-run screen first (src/features/first-run).
  await page.waitForURL(/\/(home|welcome)$/);
  if (page.url().endsWith('/welcome')) {
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL(/\/home$/);
  }
  return (await getAuth(admin).getUserByPhoneNumber(ME.e164)).uid;
}

const minutesAgo = (m) => Timestamp.fromMillis(Date.now() - m * 60_000);

function details(me, other) {
  return {
    [me]: { phoneNumber: ME.e164, displayName: ME.name },
    [other.uid]: { phoneNumber: other.phone, displayName: other.name },
  };
}

/** A small, believable account: three debates in three states and two conversations. */
async function seed(me) {
  await db.doc(`users/${me}`).set({ displayName: ME.name }, { merge: true });
  for (const p of PEOPLE) {
    // The public profile; the phone and last activity are the owner's private account.
    await db.doc(`users/${p.uid}/private/account`).set({
      phoneNumber: p.phone,
      lastActive: minutesAgo(5),
    });
    await db.doc(`users/${p.uid}`).set({
      uid: p.uid,
      displayName: p.name,
      createdAt: minutesAgo(60 * 24 * 30),
    });
  }
  const [maya, sam, lena] = PEOPLE;
  const debate = (other, fields) => ({
    participants: [me, other.uid].sort(),
    participantDetails: details(me, other),
    isDebate: true,
    evaluationRequested: false,
    debateTimeLimit: 30,
    participantReadiness: { [me]: true, [other.uid]: true },
    evaluationReadiness: { [me]: false, [other.uid]: false },
    ...fields,
  });
  const live = 'shot-debate-live';
  await db.doc(`chats/${live}`).set(
    debate(maya, {
      status: 'active',
      debateStatus: 'in_progress',
      debateTopic: 'Should homework be banned in primary schools?',
      creatorStance: 'Yes: play and rest teach young children more than worksheets do.',
      createdAt: minutesAgo(14),
      debateStartTime: minutesAgo(12),
      debateEndTime: Timestamp.fromMillis(Date.now() + 18 * 60_000),
      lastMessage: 'Then how do parents see what their kids are learning?',
      lastMessageTime: minutesAgo(1),
    }),
  );
  await db.doc('chats/shot-debate-done').set(
    debate(sam, {
      status: 'completed',
      debateStatus: 'completed',
      debateTopic: 'Remote work is better than the office',
      creatorStance: 'Remote work wins on focus and on time given back.',
      createdAt: minutesAgo(60 * 26),
      lastMessage: 'Good debate — the judges were close!',
      lastMessageTime: minutesAgo(60 * 25),
    }),
  );
  await db.doc('chats/shot-debate-waiting').set(
    debate(lena, {
      status: 'active',
      debateStatus: 'waiting_to_start',
      participantReadiness: { [me]: true, [lena.uid]: false },
      debateTopic: 'Pineapple belongs on pizza',
      creatorStance: 'Sweet and salty is a classic for a reason.',
      createdAt: minutesAgo(40),
      debateStartTime: null,
      debateEndTime: null,
    }),
  );
  const direct = (other, lastMessage, ago) => ({
    participants: [me, other.uid].sort(),
    participantDetails: details(me, other),
    isDebate: false,
    status: 'active',
    createdAt: minutesAgo(ago + 60),
    lastMessage,
    lastMessageTime: minutesAgo(ago),
  });
  await db
    .doc(`chats/${[me, maya.uid].sort().join('_')}`)
    .set(direct(maya, 'Good luck tonight! Your opening was sharp.', 90));
  await db
    .doc(`chats/${[me, sam.uid].sort().join('_')}`)
    .set(direct(sam, 'Rematch next week?', 60 * 30));

  const lines = [
    [me, 'Children learn best through play, reading for fun and sleep, not extra worksheets.'],
    [maya.uid, 'Short homework builds routines early. Ten minutes a day is not a burden.'],
    [me, 'Studies of primary pupils find almost no link between homework and results.'],
    [maya.uid, 'Then how do parents see what their kids are learning?'],
  ];
  const batch = db.batch();
  lines.forEach(([sender, content], i) => {
    const phone = sender === me ? ME.e164 : maya.phone;
    batch.set(db.doc(`chats/${live}/messages/shot-${i}`), {
      senderId: sender,
      senderPhone: phone,
      content,
      chatId: live,
      timestamp: minutesAgo(10 - i * 3),
    });
  });
  await batch.commit();
  return live;
}

async function shoot(browser, storageState, { file, path, width, height, scale, ready }) {
  const context = await browser.newContext({
    storageState,
    viewport: { width, height },
    deviceScaleFactor: scale,
    isMobile: width < height,
    hasTouch: width < height,
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(`${appUrl}${path}`);
  await ready(page);
  await page.waitForTimeout(500);
  const target = join(outDir, file);
  await page.screenshot({ path: target, animations: 'disabled', caret: 'hide' });
  await context.close();
  const { size } = await stat(target);
  console.log(`${relative(root, target)}: ${width * scale}x${height * scale}, ${size} bytes`);
  if (size > BUDGET) throw new Error(`${file} is ${size} bytes, over its ${BUDGET}-byte budget`);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: chromiumArgs,
});
try {
  await mkdir(outDir, { recursive: true });
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const me = await signIn(page);
  const live = await seed(me);
  // Firebase Auth keeps the session in localStorage: the screenshot contexts reuse it.
  const storageState = await context.storageState();
  await context.close();

  await shoot(browser, storageState, {
    file: 'chats-narrow.png',
    path: '/chats',
    width: 360,
    height: 640,
    scale: 2,
    ready: async (p) => {
      await p.getByText('Debate: Should homework be banned').waitFor();
      await p.getByText('Maya Chen').first().waitFor();
    },
  });
  await shoot(browser, storageState, {
    file: 'debate-wide.png',
    path: `/debate/${live}`,
    width: 960,
    height: 540,
    scale: 2,
    ready: (p) => p.getByText('Then how do parents see').last().waitFor(),
  });
} finally {
  await browser.close();
}
