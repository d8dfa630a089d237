/**
 * Tables that read (a generic check for any table: the leaderboard, the judges' table): no
 * cell may break a number, a percentage or a word across lines ("12 16", "100 %", "Ra nk").
 * A line break between words is fine; text cut off with an ellipsis is fine (it stays on one
 * line). It measures the page as laid out: each word of each visible text in each cell is
 * taken as a DOM Range (words may span elements, as "100" and "%" rendered apart do), and a
 * word whose pieces sit on lines that do not overlap is broken.
 *
 *   await expectNoCellBreaksInsideAWord(page.getByRole('table'), 'leaderboard at 360 px');
 */
import { expect, type Locator } from '@playwright/test';

/** A table's cells. */
const TABLE_CELLS = 'th, td';

export interface BrokenWord {
  /** The cell's whole text. */
  cell: string;
  /** The word broken across lines. */
  word: string;
  /** How many lines it spans. */
  lines: number;
}

/**
 * Every word broken across lines in any th or td of the tables `tables` matches, or in the
 * elements `cells` selects inside them (a table drawn as a list: its rows' parts).
 */
export async function cellsBrokenInsideAWord(
  tables: Locator,
  cells = TABLE_CELLS,
): Promise<BrokenWord[]> {
  const perTable = await tables.evaluateAll((elements, cellSelector) => {
    const broken: { cell: string; word: string; lines: number }[] = [];
    const cells = elements.flatMap((table) => [...table.querySelectorAll(cellSelector)]);
    for (const cell of cells) {
      // The cell's visible characters in document order (text clipped to a 1 px box for
      // screen readers is not laid out for reading).
      const chars: { node: Text; offset: number; ch: string }[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        const parent = text.parentElement;
        if (!parent || parent.getBoundingClientRect().width <= 1) continue;
        for (let i = 0; i < text.data.length; i++)
          chars.push({ node: text, offset: i, ch: text.data[i]! });
      }
      const words: (typeof chars)[] = [];
      let current: typeof chars = [];
      for (const c of chars) {
        if (/\s/.test(c.ch)) {
          if (current.length) words.push(current);
          current = [];
        } else current.push(c);
      }
      if (current.length) words.push(current);
      for (const word of words) {
        const range = document.createRange();
        const first = word[0]!;
        const last = word[word.length - 1]!;
        range.setStart(first.node, first.offset);
        range.setEnd(last.node, last.offset + 1);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        // Lines: groups of rects that overlap vertically.
        const lines: DOMRect[] = [];
        for (const rect of rects) {
          const sameLine = lines.some(
            (line) => rect.top < line.bottom - 1 && line.top < rect.bottom - 1,
          );
          if (!sameLine) lines.push(rect);
        }
        if (lines.length > 1) {
          broken.push({
            cell: (cell.textContent ?? '').trim(),
            word: word.map((c) => c.ch).join(''),
            lines: lines.length,
          });
        }
      }
    }
    return broken;
  }, cells);
  return perTable;
}

/** Fails listing every cell that breaks a number or a word, naming the screen in `label`. */
export async function expectNoCellBreaksInsideAWord(
  tables: Locator,
  label: string,
  cells = TABLE_CELLS,
) {
  await expect(tables.first()).toBeVisible();
  const broken = await cellsBrokenInsideAWord(tables, cells);
  const lines = broken.map((b) => `"${b.word}" over ${b.lines} lines in cell "${b.cell}"`);
  expect(lines, `words broken inside table cells on ${label}:\n${lines.join('\n')}`).toEqual([]);
}

/** How many cells the tables have (what the check measured, for its printout). */
export async function tableCellCount(tables: Locator, cells = TABLE_CELLS): Promise<number> {
  return tables.evaluateAll(
    (elements, cellSelector) =>
      elements.reduce((n, table) => n + table.querySelectorAll(cellSelector).length, 0),
    cells,
  );
}
