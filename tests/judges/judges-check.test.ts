import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import data from '../../scripts/judges-check/debates.json';
import { readDebates } from '../../scripts/judges-check/debates';
import { COLUMNS } from '../../scripts/judges-check/table';
import { startFakeJudgeServer, type FakeJudgeServer } from '../support/fake-judge-server';
import { JUDGES } from '@/domain/judges';

const root = fileURLToPath(new URL('../..', import.meta.url));
const debates = readDebates(data).length;
const N = debates * 2;

/** The environment without any judge setting of the machine running the tests. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(OPENAI|DEEPSEEK|XAI|JUDGE)_/.test(k)),
  );
  return { ...env, ...extra };
}

/** `npm run judges:check`'s command, run as a child so the scripted server can answer it. */
function judgesCheck(env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/judges-check.mjs'], {
      cwd: root,
      env: cleanEnv(env),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The printed table: its header and one record per judge, keyed by column. */
function table(stdout: string) {
  const [head, , ...rows] = stdout
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  return {
    head,
    rows: rows.map((cells) => Object.fromEntries(COLUMNS.map((c, i) => [c, cells[i] ?? '']))),
  };
}

/** 'n/N' as its two numbers. */
function count(cell: string | undefined): [number, number] {
  const match = /^(\d+)\/(\d+)$/.exec(cell ?? '');
  if (!match) throw new Error(`not a count: ${cell}`);
  return [Number(match[1]), Number(match[2])];
}

let fake: FakeJudgeServer;
beforeAll(async () => {
  fake = await startFakeJudgeServer();
});
afterAll(() => fake.close());

// Each test runs the command in a process of its own: it bundles the local demo judge, starts
// it and sends it 156 readings. About 2 s on a quiet machine; in npm test, at the unit lane’s
// low priority beside the other lanes, one took over Vitest's 30 s.
describe('npm run judges:check', { timeout: 180_000 }, () => {
  test('prints a row per judge with every column against the demo judge, and exits 0', async () => {
    const { code, stdout, stderr } = await judgesCheck();
    expect(code, stderr).toBe(0);
    expect(stdout).toContain('the local demo judge');
    // Reported, not judged: the figures show in the suite's output.
    console.log(stdout);
    const { head, rows } = table(stdout);
    expect(head).toEqual([...COLUMNS]);
    expect(rows.map((r) => r.judge)).toEqual(JUDGES.map((j) => j.label));
    for (const row of rows) {
      expect(row.model).toBe('local-demo-judge');
      for (const column of [
        'order-consistent',
        'agrees with intended',
        'padding: toward padded',
        'padding: away',
      ] as const) {
        const [n, of] = count(row[column]);
        expect(of, column).toBe(N);
        expect(n, column).toBeGreaterThanOrEqual(0);
        expect(n, column).toBeLessThanOrEqual(N);
      }
      const [failed, readings] = count(row['no verdict']);
      expect([failed, readings]).toEqual([0, 2 * N]);
      expect(Number(row.tokens)).toBeGreaterThan(0);
      // The demo judge runs here: nobody bills it.
      expect([row['cost USD'], row['USD per 1,000 debates']]).toEqual(['$0.0000', '$0.0000']);
    }
  });

  test('finds a judge that always names the first seat inconsistent, right half the time, and prices it', async () => {
    fake.reset();
    // Unscripted, the scripted server names participant1 ('Debater A'), whoever sits there:
    // a judge with pure position bias, reached as the real providers are (keys, base URLs).
    const { code, stdout, stderr } = await judgesCheck({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseURL,
      DEEPSEEK_API_KEY: 'sk-test',
      DEEPSEEK_BASE_URL: fake.baseURL,
      XAI_API_KEY: 'xai-test',
      XAI_BASE_URL: fake.baseURL,
    });
    expect(code, stderr).toBe(0);
    const { rows } = table(stdout);
    expect(rows.map((r) => [r.judge, r.model])).toEqual(JUDGES.map((j) => [j.label, j.model]));
    for (const row of rows) {
      expect(count(row['order-consistent'])).toEqual([0, N]);
      expect(count(row['agrees with intended'])).toEqual([N / 2, N]);
      expect(count(row['padding: toward padded'])).toEqual([0, N]);
      // Each reading of the two runs reports 1 prompt and 1 completion token.
      expect(Number(row.tokens)).toBe(4 * N);
    }
    // gpt-4 at $30 / $60 per million tokens (bench/prices.ts): 2N tokens of each kind.
    const gpt = rows[0]!;
    expect(gpt['cost USD']).toBe(`$${((2 * N * 30 + 2 * N * 60) / 1e6).toFixed(4)}`);
    expect(fake.calls).toHaveLength(3 * 2 * N);
  });

  test('exits non-zero when no judge can be reached, saying why', async () => {
    const { code, stderr } = await judgesCheck({
      JUDGE_BASE_URL: 'http://127.0.0.1:1/v1',
      JUDGE_MAX_RETRIES: '0',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('no judge gave a verdict');
    // Each judge's own failure, for the operator to fix.
    for (const judge of JUDGES) expect(stderr).toMatch(new RegExp(`^${judge.label}: \\S`, 'm'));
  });
});
