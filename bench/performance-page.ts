/**
 * docs/performance.md, written by `npm run bench` after a full run: the run's table (every
 * row with its figure, budget and ✔/✘, as bench/results.json holds it) and the notes kept
 * in bench/performance-notes.md on how the rows are measured.
 */
import type { Row } from './support';

export interface BenchReport {
  measuredAt: string;
  machine: string;
  rows: readonly Row[];
}

/** A table cell: one line, its pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

/**
 * The partial report after `next` (a run of `npm run bench -- --grep`): the rows of earlier
 * partial runs since the last full run are kept, those measured again replaced, and each row
 * carries the time it was measured.
 */
export function mergePartial(
  previous: BenchReport | null,
  next: BenchReport,
  fullMeasuredAt: string,
): BenchReport {
  const stamped = (report: BenchReport) =>
    report.rows.map((row) => ({ ...row, measuredAt: row.measuredAt ?? report.measuredAt }));
  const kept =
    previous && previous.measuredAt > fullMeasuredAt
      ? stamped(previous).filter((row) => !next.rows.some((r) => r.figure === row.figure))
      : [];
  return { ...next, rows: [...kept, ...stamped(next)] };
}

/**
 * The page for the full run `report`; a later partial run's rows (`again`, measured with
 * `npm run bench -- --grep`) replace the rows of the same figure, and the page says which.
 */
export function performancePage(report: BenchReport, notes: string, again?: BenchReport): string {
  const redone = new Map((again?.rows ?? []).map((row) => [row.figure, row]));
  const rows = report.rows.map((row) => redone.get(row.figure) ?? row);
  const added = (again?.rows ?? []).filter(
    (row) => !report.rows.some((r) => r.figure === row.figure),
  );
  const all = [...rows, ...added];
  const mark = (row: Row) => (row.ok === null ? '' : row.ok ? '✔ ' : '✘ ');
  const when = (at: string) => `${at.replace('T', ' ').slice(0, 16)} UTC`;
  const remeasured = (row: Row) =>
    redone.has(row.figure)
      ? ` (re-measured${row.measuredAt ? ` ${when(row.measuredAt)}` : ''})`
      : '';
  const missed = all.filter((row) => row.ok === false).length;
  const table = [
    '| figure | measured | budget |',
    '| --- | --- | --- |',
    ...all.map(
      (row) =>
        `| ${cell(row.figure)}${remeasured(row)} | ${mark(row)}${cell(row.value)} | ${cell(row.budget)} |`,
    ),
  ];
  return [
    '# Performance',
    '',
    '<!-- Written by `npm run bench` (bench/performance-page.ts); the notes below the table come from bench/performance-notes.md. -->',
    '',
    `The last full \`npm run bench\`, finished ${when(report.measuredAt)} on ${report.machine}: ${all.length} rows, ${missed === 0 ? 'every budget met' : `${missed} over budget (✘)`}. The same figures are in \`bench/results.json\`.` +
      (again
        ? ` The rows marked 're-measured' come from \`npm run bench -- --grep\` since then, the latest at ${when(again.measuredAt)} (\`bench/results.partial.json\`).`
        : ''),
    '',
    ...table,
    '',
    notes.replace(/^<!--[\s\S]*?-->\s*/, '').trim(),
    '',
  ].join('\n');
}
