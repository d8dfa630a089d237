import { describe, expect, test } from 'vitest';
import { evaluatedLines } from '../../scripts/lib/rules-coverage.mjs';

const RULES = "rules_version = '2';\n";

describe('evaluatedLines', () => {
  test('keeps the lines of the expressions that took a value, at any depth, once each', () => {
    const report = {
      rules: { files: [{ name: 'firestore.rules', content: RULES }] },
      report: [
        {
          sourcePosition: { line: 3 },
          values: [{ value: { boolValue: true }, count: 4 }],
          children: [
            { sourcePosition: { line: 4 }, values: [] },
            {
              sourcePosition: { line: 5 },
              children: [{ sourcePosition: { line: 9 }, values: [{ count: 1 }] }],
            },
          ],
        },
        { sourcePosition: { line: 3 }, values: [{ count: 1 }] },
        { sourcePosition: { line: 12 } },
      ],
    };
    expect(evaluatedLines(report)).toEqual({ rules: RULES, lines: [3, 9] });
  });

  test('a report with no rules or no expressions evaluated nothing', () => {
    expect(evaluatedLines({})).toEqual({ rules: null, lines: [] });
  });
});
