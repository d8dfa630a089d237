// What `npm start` shows of its servers' output: each line the developer needs (a
// function's logs and errors, warnings, the SMS codes the Auth emulator "sends", Vite's
// errors and reloads) prefixed by where it came from, and none of the start-up chatter.
//
//   functions | ERROR Debate evaluation failed {"chatId":"c1"}
//   firestore | firestore.rules:32:14 - WARNING Unused function: notBanned.
//   vite      | 10:41:07 AM [vite] hmr update /src/app/app.tsx

// eslint-disable-next-line no-control-regex -- the terminal's colour codes
const ANSI = /\x1b\[[0-9;]*m/g;
const WIDTH = 'functions'.length;

export const stripAnsi = (text) => text.replace(ANSI, '');

export function prefixed(source, text) {
  return `${source.padEnd(WIDTH)} | ${text}`;
}

/** Warnings firebase-tools prints on every start that a developer can do nothing about. */
const EMULATOR_NOISE = [
  /Unable to fetch the CLI MOTD/,
  /Detected demo project ID/,
  /will drop support for Java version/,
  /Env variable override detected/,
  /Emulator UI is not starting/,
  // engines says 22 (the deployed runtime) and the emulator runs the local Node (docs/development.md).
  /requested "node" version .* doesn't match your global version/,
  /Received SIGINT|Please wait for a clean shutdown|Shutting down emulators|Stopping /,
];

/** Unlabelled lines of the start-up banner and its table. */
const BANNER = [
  /^\s*$/,
  /^[\s│┌┐└┘├┤┬┴┼─]*$/,
  /^\s*│.*│\s*$/,
  /^Serving at port \d+/,
  /^\s*Emulator Hub host:/,
  /^\s*Other reserved ports:/,
  /^Issues\? Report them at/,
];

/** A structured log entry (firebase-functions' logger) as one readable text. */
function structured(json) {
  let entry;
  try {
    entry = JSON.parse(json);
  } catch {
    return null;
  }
  if (!entry || typeof entry !== 'object' || typeof entry.message !== 'string') return null;
  const { severity, message, ...rest } = entry;
  for (const key of Object.keys(rest))
    if (key.startsWith('logging.googleapis.com')) delete rest[key];
  const level = severity && !['INFO', 'DEFAULT', 'DEBUG'].includes(severity) ? `${severity} ` : '';
  const fields = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  return `${level}${message}${fields}`;
}

/** A stack without the frames of node_modules and Node itself: the function's own code. */
function ownFrames(text) {
  return text
    .split('\n')
    .filter((line) => !/^\s+at .*(node_modules|node:internal|\(node:)/.test(line));
}

/**
 * One line of the Emulator Suite's output as [{ source, text }] to show (empty: hide it).
 * A function's own output comes as `>  text` (a structured entry is JSON); the emulators'
 * own lines as `<mark>  <label>: text`, where i and ✔ are progress and ⚠, !! and ✖ problems.
 */
export function emulatorLines(raw) {
  const line = stripAnsi(raw).replace(/\r$/, '');
  const user = /^>\s+(.*)$/.exec(line);
  if (user) {
    const text = structured(user[1]) ?? user[1];
    return ownFrames(text).map((t) => ({ source: 'functions', text: t }));
  }
  const labelled = /^(i|✔|⚠|!!|✖|⬢)\s+(?:([\w-]+)(?:\[[^\]]*\])?:)?\s*(.*)$/.exec(line);
  if (labelled) {
    const [, mark, label = '', text] = labelled;
    if (EMULATOR_NOISE.some((n) => n.test(text))) return [];
    // The Auth emulator's "SMS": the code it would have sent.
    const smsCode = label === 'auth' && /use the code/.test(text);
    // firebase-tools prints some errors with the progress mark.
    const problem = /\berror\b|\bfail/i.test(text);
    if ((mark === 'i' || mark === '✔') && !smsCode && !problem) return [];
    const source = label === 'emulators' || !label ? sourceOf(text) : label;
    return [{ source, text }];
  }
  if (BANNER.some((b) => b.test(line))) return [];
  return [{ source: sourceOf(line), text: line }];
}

function sourceOf(text) {
  return /firestore/i.test(text) ? 'firestore' : 'emulators';
}

/** One line of Vite's dev server output to show, or null: its banner goes, the rest stays. */
export function viteLine(raw) {
  const line = stripAnsi(raw).replace(/\r$/, '');
  if (/^\s*$/.test(line)) return null;
  if (/^\s*VITE v[\d.]+\s+ready in/.test(line)) return null;
  if (/^\s*➜\s+(Local|Network|press)/.test(line)) return null;
  return line;
}

/** Calls onLine with each complete line of a stream's output. */
export function eachLine(stream, onLine) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) onLine(part);
  });
  stream.on('end', () => {
    if (rest) onLine(rest);
    rest = '';
  });
}
