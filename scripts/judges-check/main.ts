/**
 * `npm run judges:check` (docs/judges.md, 'Measuring the judges'): the configured panel, called
 * as evaluations call it (loadJudgeProviders, judgeDebate with the order check, the real
 * `openai` client), over the fixed debates of debates.json, each as written and with the
 * loser padded to twice its length, every run read in both seatings. Prints one row of figures
 * per judge; exits 0 whenever it ran, 1 when no judge gave any verdict, 2 when the debates
 * cannot be read.
 */

import {
  LOCAL_JUDGE_API_KEY,
  loadJudgeProviders,
  type JudgeEnv,
} from '../../functions/src/judges/providers';
import { judgeDebate, type JudgeRunEntry } from '../../functions/src/judges/run-judges';
import { startJudgeServer, type RunningJudgeServer } from '../judge-server/server';
import data from './debates.json';
import { PARTICIPANTS, readDebates, transcriptOf, type CheckDebate } from './debates';
import { padToTwice } from './padding';
import { legend, renderTable, type JudgeRow } from './table';
import {
  tallyJudge,
  type JudgeDebateReadings,
  type SeatedVotes,
  type TokenCount,
  type Vote,
} from './tally';

/** Runs judged at once: each is 2 readings per judge, so 6 requests per provider at most. */
const RUNS_AT_ONCE = 3;
const KEY_VARIABLES = ['OPENAI_API_KEY', 'DEEPSEEK_API_KEY', 'XAI_API_KEY'];

/** A reading's winner (a debater's name after unblinding, or Draw) as a side. */
function sideOf(winner: string): Vote {
  if (winner === PARTICIPANTS.A.displayName) return 'A';
  if (winner === PARTICIPANTS.B.displayName) return 'B';
  return 'Draw';
}

/** Both seatings' votes, participant1 as 'Debater A' first (judgeDebate's reading order). */
function seated(entry: JudgeRunEntry | undefined): SeatedVotes {
  const votes = entry?.status === 'success' ? entry.readingVotes : undefined;
  return votes?.length === 2 ? [sideOf(votes[0]!), sideOf(votes[1]!)] : null;
}

const tokensOf = (entry: JudgeRunEntry | undefined): TokenCount => ({
  prompt: entry?.usage?.promptTokens ?? 0,
  completion: entry?.usage?.completionTokens ?? 0,
});

/** Readings of this run that gave no verdict (a judge with one failed reading still voted). */
const failedReadings = (entry: JudgeRunEntry | undefined) =>
  entry?.status === 'success' ? 2 - (entry.readingVotes?.length ?? 0) : 2;

async function pool<T, R>(items: readonly T[], size: number, fn: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

/** The same rule as `npm start` (scripts/start.mjs): the demo judge unless three keys or a server. */
function usesDemoJudge(env: JudgeEnv): boolean {
  return !env.JUDGE_BASE_URL?.trim() && KEY_VARIABLES.filter((k) => env[k]?.trim()).length < 3;
}

async function main(): Promise<number> {
  let debates: CheckDebate[];
  try {
    debates = readDebates(data);
  } catch (error) {
    console.error(
      `judges:check could not read scripts/judges-check/debates.json: ${String(error)}`,
    );
    return 2;
  }
  let demo: RunningJudgeServer | null = null;
  const env: Record<string, string | undefined> = { ...process.env };
  if (usesDemoJudge(env)) {
    // In this process on a free port: nothing to clean up, no port shared with `npm start`.
    demo = await startJudgeServer({ port: 0, log: () => undefined });
    env.JUDGE_BASE_URL = demo.url;
  }
  try {
    const providers = loadJudgeProviders(env);
    console.log(
      `Judges check: ${debates.length} debates, each read in both seatings as written and with the loser padded to twice its length.`,
    );
    console.log(
      demo
        ? `Panel: the local demo judge at ${demo.url} for every judge without a key (as npm start).`
        : `Panel: ${providers.map((p) => `${p.label} ${p.model} at ${p.baseURL}`).join('; ')}.`,
    );
    const runs = debates.flatMap((debate) => [
      { debate, padded: false },
      { debate, padded: true },
    ]);
    let done = 0;
    const judged = await pool(runs, RUNS_AT_ONCE, async ({ debate, padded }) => {
      const entries = new Map<string, JudgeRunEntry>();
      await judgeDebate({
        providers,
        orderCheck: true,
        topic: debate.topic,
        participants: [PARTICIPANTS.A, PARTICIPANTS.B],
        messages: transcriptOf(debate, padded ? padToTwice : undefined),
        onJudgeDone: (_, entry) => void entries.set(entry.judge, entry),
      }).catch(() => undefined); // every judge failed: their entries say why
      console.error(`judged ${++done}/${runs.length}: ${debate.id}${padded ? ' (padded)' : ''}`);
      return entries;
    });
    const rows: JudgeRow[] = providers.map((provider) => {
      const readings: JudgeDebateReadings[] = debates.map((debate, d) => {
        const plain = judged[d * 2]?.get(provider.label);
        const padded = judged[d * 2 + 1]?.get(provider.label);
        return {
          intended: debate.winner,
          plain: seated(plain),
          padded: seated(padded),
          failed: failedReadings(plain) + failedReadings(padded),
          plainTokens: tokensOf(plain),
          paddedTokens: tokensOf(padded),
        };
      });
      const local = provider.apiKey === LOCAL_JUDGE_API_KEY;
      const answered = judged
        .map((j) => j.get(provider.label))
        .find((e) => e?.status === 'success');
      return {
        label: provider.label,
        model: local && answered ? answered.model : provider.model,
        local,
        tally: tallyJudge(readings),
      };
    });
    console.log(`\n${renderTable(rows, debates.length)}\n\n${legend(debates.length)}`);
    // Why a judge failed (its provider's own words), once per judge: a reason to fix, not a figure.
    for (const provider of providers) {
      const error = judged.map((j) => j.get(provider.label)?.error).find(Boolean);
      if (error) console.error(`${provider.label}: ${error}`);
    }
    if (rows.every((row) => row.tally.failed === row.tally.n * 2)) {
      console.error('judges:check could not run: no judge gave a verdict (see the errors above).');
      return 1;
    }
    return 0;
  } finally {
    await demo?.close();
  }
}

process.exitCode = await main();
