/**
 * The production bundle must carry no secret: no AI provider key, no service-account
 * material, no Admin SDK or server code. Scans every file of the build tests' shared production
 * build (./support/production-build.ts), built with a provider key in its environment.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  BUILD_TIME_SECRET,
  PRODUCTION_BUILD_MS,
  productionBuild,
} from './support/production-build';

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

beforeAll(async () => {
  outDir = await productionBuild();
}, PRODUCTION_BUILD_MS);

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
    const secrets = [...environmentSecrets(), BUILD_TIME_SECRET];
    const findings = files.flatMap((file) =>
      scanText(path.relative(outDir, file), readFileSync(file, 'utf8'), secrets),
    );
    expect(findings).toEqual([]);
  });
});
