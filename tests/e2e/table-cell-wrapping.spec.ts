/**
 * The table check itself (tests/e2e/support/table-cell-wrapping.ts) on tables laid out here,
 * so it is known to fail when a cell breaks a word: the body's `overflow-wrap: anywhere` in a
 * narrow table splits "1216" and "100%" (the leaderboard's old "12 16" and "100 %"), while
 * breaks between words, ellipses and screen-reader-only text are not counted.
 */
import { expect, test } from '@playwright/test';
import { cellsBrokenInsideAWord } from './support/table-cell-wrapping';

const TABLE = (style: string) => `
  <style>
    body { font: 16px sans-serif; overflow-wrap: anywhere; margin: 0 }
    table { width: 120px; border-collapse: collapse }
    td { padding: 0 }
    .hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%) }
    ${style}
  </style>
  <table>
    <tr><td>1216</td><td>100<span>%</span></td><td>Win rate of the season</td>
      <td class="cut">Maximiliana Featherstonehaugh</td><td>—<span class="hidden">Not ranked</span></td></tr>
  </table>`;

test.describe('the table cell check', () => {
  test('finds numbers and percentages broken across lines', async ({ page }) => {
    await page.setContent(TABLE('.cut { max-width: 0 }'));
    const broken = await cellsBrokenInsideAWord(page.locator('table'));
    const words = broken.map((b) => b.word);
    expect(words).toContain('1216');
    expect(words).toContain('100%');
  });

  test('passes cells that wrap between words, cut with an ellipsis or hide text for screen readers', async ({
    page,
  }) => {
    await page.setContent(
      TABLE(`table { overflow-wrap: normal; width: 360px }
        td { white-space: nowrap } td:nth-child(3) { white-space: normal; width: 60px }
        .cut { max-width: 40px; overflow: hidden; text-overflow: ellipsis }`),
    );
    expect(await cellsBrokenInsideAWord(page.locator('table'))).toEqual([]);
  });
});
