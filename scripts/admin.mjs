#!/usr/bin/env node
// Moderation from a terminal, with the Admin SDK (docs/operations.md "Moderation"):
//
//   npm run admin -- ban <phone or uid> [--reason "text"]
//   npm run admin -- unban <phone or uid>
//   npm run admin -- reports [--all]
//   npm run admin -- resolve <report id> [--note "text"]
//
// Against the emulators when FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST are set
// (project demo-debate-arena unless named); otherwise against the project named by --project,
// FIREBASE_PROJECT_ID or GOOGLE_CLOUD_PROJECT, with Application Default Credentials
// (`gcloud auth application-default login`).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

const USAGE = `Usage: npm run admin -- <command>

  ban <phone or uid> [--reason "text"]   disable the account, record bans/{uid}, cancel its
                                         pending debate requests; its writes stop at once
  unban <phone or uid>                   enable the account and remove the ban
  reports [--all]                        list open reports (--all: resolved ones too)
  resolve <report id> [--note "text"]    mark a report resolved

Options: --project <id> (else FIREBASE_PROJECT_ID, GOOGLE_CLOUD_PROJECT, or the emulators'
demo-debate-arena when FIRESTORE_EMULATOR_HOST is set).`;

/** A mistake in the command line: its message is for the operator (exit code 2). */
export class UsageError extends Error {}

/** `args` split into positionals and --name value options. */
export function parseArgs(args) {
  const positional = [];
  const options = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg.startsWith('--')) {
      const name = arg.slice(2);
      if (name === 'all' || name === 'help') options[name] = true;
      else {
        const value = args[i + 1];
        if (value === undefined) throw new UsageError(`--${name} needs a value`);
        options[name] = value;
        i += 1;
      }
    } else positional.push(arg);
  }
  return { positional, options };
}

function projectId(options) {
  const named =
    options.project ||
    process.env.FIREBASE_PROJECT_ID ||
    process.env.GOOGLE_CLOUD_PROJECT ||
    process.env.GCLOUD_PROJECT;
  if (named) return named;
  if (process.env.FIRESTORE_EMULATOR_HOST) return 'demo-debate-arena';
  try {
    const rc = JSON.parse(readFileSync(new URL('../.firebaserc', import.meta.url), 'utf8'));
    if (rc.projects?.default) return rc.projects.default;
  } catch {
    // No .firebaserc: the project must be named.
  }
  throw new UsageError('Name the project: --project <id> (or set FIREBASE_PROJECT_ID).');
}

/** The Auth account a phone number (+…) or uid names. */
async function findUser(auth, who) {
  if (!who) throw new UsageError('Name the account: a phone number (+15551234567) or a uid.');
  try {
    return /^\+\d{6,15}$/.test(who)
      ? await auth.getUserByPhoneNumber(who)
      : await auth.getUser(who);
  } catch (error) {
    if (error?.code === 'auth/user-not-found') throw new UsageError(`No account ${who}.`);
    throw error;
  }
}

async function ban(ctx, who, reason) {
  const user = await findUser(ctx.auth, who);
  // The ban document first: the rules and functions refuse the account's writes from here,
  // whatever token it still holds.
  await ctx.db.doc(`bans/${user.uid}`).set({
    uid: user.uid,
    phoneNumber: user.phoneNumber ?? null,
    ...(reason ? { reason } : {}),
    bannedAt: FieldValue.serverTimestamp(),
  });
  await ctx.auth.updateUser(user.uid, { disabled: true });
  await ctx.auth.revokeRefreshTokens(user.uid);
  const pending = await ctx.db
    .collection('debateRequests')
    .where('userId', '==', user.uid)
    .where('status', '==', 'pending')
    .get();
  await Promise.all(pending.docs.map((d) => d.ref.delete()));
  ctx.print(
    `Banned ${user.uid} (${user.phoneNumber ?? 'no phone'}): account disabled, sessions revoked, ` +
      `${pending.size} pending debate ${pending.size === 1 ? 'request' : 'requests'} cancelled.`,
  );
}

async function unban(ctx, who) {
  const user = await findUser(ctx.auth, who);
  await ctx.auth.updateUser(user.uid, { disabled: false });
  await ctx.db.doc(`bans/${user.uid}`).delete();
  ctx.print(`Unbanned ${user.uid} (${user.phoneNumber ?? 'no phone'}).`);
}

function when(value) {
  return typeof value?.toDate === 'function' ? value.toDate().toISOString() : '(pending)';
}

/** One report as a few readable lines. */
export function formatReport(id, r) {
  const lines = [
    `${id}  ${when(r.createdAt)}  ${r.reason ?? '?'}  [${r.status ?? 'open'}]`,
    `  reported: ${r.reportedName ?? '?'} (${r.reportedUid})   by: ${r.reporterUid}`,
  ];
  if (r.chatId) lines.push(`  chat: ${r.chatId}${r.messageId ? `   message: ${r.messageId}` : ''}`);
  if (r.message) lines.push(`  said: ${JSON.stringify(r.message.content)}`);
  if (r.details) lines.push(`  details: ${JSON.stringify(r.details)}`);
  if (r.note) lines.push(`  note: ${JSON.stringify(r.note)}`);
  return lines.join('\n');
}

async function reports(ctx, all) {
  const source = ctx.db.collection('reports');
  // Sorted here, not by the query: an equality filter with an order needs a composite index.
  const snapshot = await (all ? source : source.where('status', '==', 'open')).get();
  const docs = [...snapshot.docs].sort(
    (a, b) => (b.get('createdAt')?.toMillis?.() ?? 0) - (a.get('createdAt')?.toMillis?.() ?? 0),
  );
  const kind = all ? '' : 'open ';
  ctx.print(`${docs.length} ${kind}${docs.length === 1 ? 'report' : 'reports'}`);
  for (const d of docs) ctx.print(`\n${formatReport(d.id, d.data())}`);
}

async function resolve(ctx, id, note) {
  if (!id) throw new UsageError('Name the report: resolve <report id>.');
  const ref = ctx.db.doc(`reports/${id}`);
  if (!(await ref.get()).exists) throw new UsageError(`No report ${id}.`);
  await ref.update({
    status: 'resolved',
    resolvedAt: FieldValue.serverTimestamp(),
    ...(note ? { note } : {}),
  });
  ctx.print(`Resolved ${id}.`);
}

export async function main(args, print = console.log) {
  const { positional, options } = parseArgs(args);
  const [command, target] = positional;
  if (!command || options.help || command === 'help') {
    print(USAGE);
    return;
  }
  if (!['ban', 'unban', 'reports', 'resolve'].includes(command)) {
    throw new UsageError(`Unknown command ${command}.\n\n${USAGE}`);
  }
  // An app of its own, deleted at the end: main can run more than once in one process.
  const app = initializeApp({ projectId: projectId(options) }, `admin-${randomUUID()}`);
  const ctx = { auth: getAuth(app), db: getFirestore(app), print };
  try {
    switch (command) {
      case 'ban':
        return await ban(ctx, target, options.reason);
      case 'unban':
        return await unban(ctx, target);
      case 'reports':
        return await reports(ctx, Boolean(options.all));
      default:
        return await resolve(ctx, target, options.note);
    }
  } finally {
    await deleteApp(app);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (error) => {
      console.error(error instanceof UsageError ? error.message : error);
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
