/**
 * List prices (USD) the bench turns one debate's counts into a cost per 1,000 debates with
 * (docs/decisions/0016-performance.md §4). As published on the providers' pricing pages in 2025 (no
 * network where the bench runs): re-check them before budgeting. Free tiers are left out (a worst
 * case).
 */
export const PRICES_AS_OF = 'list prices as published in 2025';

export const PRICES = {
  /** Firestore Standard edition, multi-region nam5 (us-central1: half of these). */
  firestoreReadPer100k: 0.06,
  firestoreWritePer100k: 0.18,
  /** Cloud Functions 2nd gen (Cloud Run, tier 1): per million invocations, CPU and memory. */
  functionInvocationPerMillion: 0.4,
  vcpuSecond: 0.000024,
  gibSecond: 0.0000025,
  /** Per million tokens: [prompt, completion]. */
  tokensPerMillion: {
    'gpt-4': [30, 60],
    'deepseek-chat': [0.27, 1.1],
    'grok-3': [3, 15],
    /** The AI debater's default model with an OpenAI key (functions/src/practice). */
    'gpt-4o-mini': [0.15, 0.6],
  } as Record<string, [number, number]>,
};

export interface DebateCounts {
  reads: number;
  writes: number;
  invocations: number;
  /** Seconds the evaluation function runs (512 MiB, 1/3 vCPU). */
  evaluationSeconds: number;
  tokens: Record<string, { prompt: number; completion: number }>;
}

/** Dollars per 1,000 debates, by part and in all. */
export function costPerThousand(counts: DebateCounts): Record<string, number> {
  const k = 1000;
  const firestore =
    (k * counts.reads * PRICES.firestoreReadPer100k) / 100_000 +
    (k * counts.writes * PRICES.firestoreWritePer100k) / 100_000;
  const functions =
    (k * counts.invocations * PRICES.functionInvocationPerMillion) / 1_000_000 +
    k * counts.evaluationSeconds * (PRICES.vcpuSecond / 3 + PRICES.gibSecond / 2);
  const judges: Record<string, number> = {};
  for (const [model, t] of Object.entries(counts.tokens)) {
    const [prompt, completion] = PRICES.tokensPerMillion[model] ?? [0, 0];
    judges[model] = (k * (t.prompt * prompt + t.completion * completion)) / 1_000_000;
  }
  const total = firestore + functions + Object.values(judges).reduce((a, b) => a + b, 0);
  return { firestore, functions, ...judges, total };
}
