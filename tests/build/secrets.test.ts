/**
 * The production bundle must carry no secret: no AI provider key, no service-account
 * material, no Admin SDK or server code. Builds the app into a temporary folder and scans
 * every file in it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

interface Finding {
  file: string;
  pattern: string;
}

const PATTERNS: { name: string; test: RegExp }[] = [
  { name: 'OpenAI-style secret key', test: /\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}/ },
  { name: 'xAI key', test: /\bxai-[A-Za-z0-9]{20,}/ },
  { name: 'private key block', test: /-----BEGIN (?:RSA |EC )?PRIVATE KEY-----/ },
  { name: 'service-account JSON', test: /"type"\s*:\s*"service_account"|"private_key_id"\s*:/ },
  { name: 'provider key variable', test: /\b(?:OPENAI|DEEPSEEK|XAI)_API_KEY\b/ },
  {
    name: 'Admin SDK',
    test: /firebase-admin|@google-cloud\/firestore|google-auth-library|firebase-functions/,
  },
  { name: 'judge server code', test: /JUDGE_BASE_URL|loadJudgeProviders|new OpenAI\(/ },
];

/** Values of provider keys set in this environment must not appear either. */
function environmentSecrets(): string[] {
  return ['OPENAI_API_KEY', 'DEEPSEEK_API_KEY', 'XAI_API_KEY']
    .map((name) => process.env[name])
    .filter((value): value is string => !!value && value.length >= 8);
}

export function scanText(file: string, text: string, secrets: string[] = []): Finding[] {
  const findings: Finding[] = PATTERNS.filter((p) => p.test.test(text)).map((p) => ({
    file,
    pattern: p.name,
  }));
  for (const secret of secrets)
    if (text.includes(secret)) findings.push({ file, pattern: 'a configured provider key' });
  return findings;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

let outDir: string;

beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'debate-arena-secrets-'));
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      stdio: 'pipe',
      env: { ...process.env, OPENAI_API_KEY: 'sk-proj-THISMUSTNEVERSHIPINTHEBUNDLE0001' },
    },
  );
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the production build', () => {
  test('the scanner recognises each kind of secret it looks for', () => {
    const samples = [
      'const k = "sk-proj-abcdefghijklmnopqrstuvwxyz123456"',
      'xai-abcdefghijklmnopqrstuvwxyz12',
      '-----BEGIN PRIVATE KEY-----',
      '{"type": "service_account"}',
      'process.env.DEEPSEEK_API_KEY',
      'require("firebase-admin")',
      'new OpenAI({ baseURL })',
    ];
    for (const sample of samples) expect(scanText('sample', sample)).not.toEqual([]);
    expect(scanText('sample', 'hello sk-short', ['my-configured-secret-123'])).toEqual([]);
    expect(
      scanText('sample', 'x my-configured-secret-123 y', ['my-configured-secret-123']),
    ).toHaveLength(1);
  });

  test('contains no provider key, service-account material or admin SDK code', () => {
    const files = walk(outDir).filter((f) => !f.endsWith('.png'));
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    const secrets = [...environmentSecrets(), 'sk-proj-THISMUSTNEVERSHIPINTHEBUNDLE0001'];
    const findings = files.flatMap((file) =>
      scanText(path.relative(outDir, file), readFileSync(file, 'utf8'), secrets),
    );
    expect(findings).toEqual([]);
  });
});
