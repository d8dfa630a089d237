/**
 * docs/performance.md is written by the bench from its rows (bench/performance-page.ts): every
 * row in the table with its mark, nothing hand-written beside the notes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { mergePartial, performancePage } from '../../bench/performance-page';

describe('the performance page the bench writes', () => {
  test('lists every row with its mark and budget, then the notes without their comment', () => {
    const page = performancePage(
      {
        measuredAt: '2026-11-27T02:40:12.000Z',
        machine: 'linux 2 cores',
        rows: [
          {
            figure: 'JS the sign-in page loads (gzip)',
            value: '121 KB',
            budget: '≤ 0.6 × floor',
            ok: true,
          },
          { figure: 'p95 | at 25', value: '3.1 ×\n(re-run)', budget: '≤ 3', ok: false },
          { figure: 'JS to open a chat', value: '294 KB', budget: 'stated', ok: null },
        ],
      },
      '<!-- edit here -->\n\n## How the rows are measured\n\nBy the bench.\n',
    );
    expect(page).toContain(
      'finished 2026-11-27 02:40 UTC on linux 2 cores: 3 rows, 1 over budget (✘).',
    );
    expect(page).toContain('| JS the sign-in page loads (gzip) | ✔ 121 KB | ≤ 0.6 × floor |');
    expect(page).toContain('| p95 \\| at 25 | ✘ 3.1 × (re-run) | ≤ 3 |');
    expect(page).toContain('| JS to open a chat | 294 KB | stated |');
    expect(page).toContain('## How the rows are measured\n\nBy the bench.\n');
    expect(page).not.toContain('edit here');
  });

  test('a partial run replaces the rows it measured again, and says so', () => {
    const full = {
      measuredAt: '2026-11-27T02:40:12.000Z',
      machine: 'linux 2 cores',
      rows: [
        { figure: 'evaluation overhead', value: '-5.92 s', budget: '≤ 0.6 s', ok: true },
        { figure: 'JS /home', value: '276 KB', budget: '≤ 1.3 × floor', ok: true },
      ],
    };
    const again = {
      measuredAt: '2026-11-27T03:01:00.000Z',
      machine: 'linux 2 cores',
      rows: [{ figure: 'evaluation overhead', value: '0.31 s', budget: '≤ 0.6 s', ok: true }],
    };
    const page = performancePage(full, '', again);
    expect(page).toContain('| evaluation overhead (re-measured) | ✔ 0.31 s | ≤ 0.6 s |');
    expect(page).not.toContain('-5.92');
    expect(page).toContain('| JS /home | ✔ 276 KB | ≤ 1.3 × floor |');
    expect(page).toContain(
      '`npm run bench -- --grep` since then, the latest at 2026-11-27 03:01 UTC',
    );
  });

  test('partial runs add up: a later one keeps the rows an earlier one measured since the full run', () => {
    const fullAt = '2026-11-27T02:40:12.000Z';
    const first = {
      measuredAt: '2026-11-27T03:01:00.000Z',
      machine: 'linux 2 cores',
      rows: [
        { figure: 'pairing', value: '8.1 s', budget: '≤ 10 s', ok: true },
        { figure: 'overhead', value: '0.9 s', budget: '≤ 0.6 s', ok: false },
      ],
    };
    const second = {
      measuredAt: '2026-11-27T04:00:00.000Z',
      machine: 'linux 2 cores',
      rows: [{ figure: 'overhead', value: '0.3 s', budget: '≤ 0.6 s', ok: true }],
    };
    const merged = mergePartial(first, second, fullAt);
    expect(merged.measuredAt).toBe(second.measuredAt);
    expect(merged.rows).toEqual([
      { ...first.rows[0], measuredAt: first.measuredAt },
      { ...second.rows[0], measuredAt: second.measuredAt },
    ]);
    const page = performancePage(
      { measuredAt: fullAt, machine: 'linux 2 cores', rows: [...first.rows] },
      '',
      merged,
    );
    expect(page).toContain('| pairing (re-measured 2026-11-27 03:01 UTC) | ✔ 8.1 s | ≤ 10 s |');
    expect(page).toContain('| overhead (re-measured 2026-11-27 04:00 UTC) | ✔ 0.3 s | ≤ 0.6 s |');
    // A partial run from before the last full run is not carried over.
    expect(mergePartial(first, second, '2026-11-27T03:30:00.000Z').rows).toHaveLength(1);
  });

  test('the notes it carries cite files, not issue numbers a newcomer cannot open', () => {
    const notes = readFileSync('bench/performance-notes.md', 'utf8');
    expect(notes).toMatch(/## How the rows are measured/);
    expect(notes).not.toMatch(/issue \d+/i);
  });
});
