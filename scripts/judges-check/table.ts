/**
 * The table `npm run judges:check` prints: one row per judge, in Markdown so it pastes into
 * an issue or docs/judges.md as it is. Costs use the bench's list prices (bench/prices.ts).
 */

import { PRICES, PRICES_AS_OF } from '../../bench/prices';
import type { JudgeTally, TokenCount } from './tally';

export interface JudgeRow {
  label: string;
  /** The model asked (the price list's key); the demo judge's own name when it answered. */
  model: string;
  /** Served by JUDGE_BASE_URL: no provider bills it. */
  local: boolean;
  tally: JudgeTally;
}

export const COLUMNS = [
  'judge',
  'model',
  'order-consistent',
  'agrees with intended',
  'padding: toward padded',
  'padding: away',
  'no verdict',
  'tokens',
  'cost USD',
  'USD per 1,000 debates',
] as const;

/** Dollars for these tokens, or null when the price list does not know the model. */
export function dollars(row: Pick<JudgeRow, 'model' | 'local'>, tokens: TokenCount): number | null {
  if (row.local) return 0;
  const price = PRICES.tokensPerMillion[row.model];
  if (!price) return null;
  return (tokens.prompt * price[0] + tokens.completion * price[1]) / 1_000_000;
}

const money = (value: number | null) => (value === null ? 'no price' : `$${value.toFixed(4)}`);

function cells(row: JudgeRow, debates: number): string[] {
  const t = row.tally;
  const perThousand = dollars(row, t.plainTokens);
  return [
    row.label,
    row.model,
    `${t.consistent}/${t.n}`,
    `${t.agrees}/${t.n}`,
    `${t.towardPadded}/${t.n}`,
    `${t.awayFromPadded}/${t.n}`,
    `${t.failed}/${t.n * 2}`,
    String(t.tokens.prompt + t.tokens.completion),
    money(dollars(row, t.tokens)),
    money(perThousand === null ? null : (perThousand / debates) * 1000),
  ];
}

export function renderTable(rows: readonly JudgeRow[], debates: number): string {
  const body = [[...COLUMNS], ...rows.map((row) => cells(row, debates))];
  const widths = COLUMNS.map((_, i) => Math.max(...body.map((r) => r[i]!.length)));
  const line = (r: readonly string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  const [head, ...rest] = body;
  return [line(head!), rule, ...rest.map(line)].join('\n');
}

/** What the figures count, under the table. */
export function legend(debates: number): string {
  const n = debates * 2;
  return [
    `N = ${n}: ${debates} debates × 2 seatings. order-consistent: runs (as written and padded) whose two seatings named the same winner;`,
    `agrees: readings of the debates as written that named the intended winner; padding: seatings whose verdict moved toward`,
    `(or away from) the loser once its messages were padded to twice their length; no verdict: of all ${n * 2} readings.`,
    `Costs: ${PRICES_AS_OF} (bench/prices.ts); per 1,000 debates = one order-checked evaluation of each.`,
  ].join('\n');
}
