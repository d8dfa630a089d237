import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { judgeSecretNames } from './judge-secrets';

function dotenv(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'judge-secrets-')), '.env');
  writeFileSync(file, text);
  return file;
}

describe('judgeSecretNames: the keys evaluateDebate binds from Secret Manager', () => {
  test('reads functions/.env, which deploys do not put in the environment', () => {
    const file = dotenv(
      'JUDGE_TIMEOUT_MS=60000\nJUDGE_SECRET_NAMES="OPENAI_API_KEY, XAI_API_KEY"\n',
    );
    expect(judgeSecretNames({}, file)).toEqual(['OPENAI_API_KEY', 'XAI_API_KEY']);
  });

  test('the environment wins over the file', () => {
    const file = dotenv('JUDGE_SECRET_NAMES=OPENAI_API_KEY\n');
    expect(judgeSecretNames({ JUDGE_SECRET_NAMES: 'DEEPSEEK_API_KEY' }, file)).toEqual([
      'DEEPSEEK_API_KEY',
    ]);
  });

  test('none without the setting or the file, and no malformed names', () => {
    expect(judgeSecretNames({}, path.join(tmpdir(), 'no-such-dir', '.env'))).toEqual([]);
    expect(judgeSecretNames({ JUDGE_SECRET_NAMES: 'ok_KEY,OPENAI_API_KEY,,bad name' }, '')).toEqual(
      ['OPENAI_API_KEY'],
    );
  });
});
