/**
 * The provider keys evaluateDebate binds from Secret Manager when deployed: the names in
 * JUDGE_SECRET_NAMES, e.g. "OPENAI_API_KEY,DEEPSEEK_API_KEY,XAI_API_KEY" (docs/judges.md).
 * `firebase deploy` reads the functions' code without the variables of functions/.env, so
 * that file is read here too. None listed: the keys come from the environment, if at all.
 */
import { readFileSync } from 'node:fs';

function fromDotenv(file: string, name: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const line = text.split(/\r?\n/).find((l) => l.trim().startsWith(`${name}=`));
  return line
    ?.slice(line.indexOf('=') + 1)
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');
}

export function judgeSecretNames(
  env: Readonly<Record<string, string | undefined>>,
  dotenvFile: string,
): string[] {
  const raw = env.JUDGE_SECRET_NAMES ?? fromDotenv(dotenvFile, 'JUDGE_SECRET_NAMES') ?? '';
  return raw
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name));
}
