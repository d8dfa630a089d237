/**
 * The bench calibrates Lighthouse's CPU slowdown from the machine's benchmark index
 * (bench/lighthouse.ts), so a score means the same phone on a fast machine and a slow one.
 */
import { expect, test } from 'vitest';
import { cpuSlowdownFor } from '../../bench/lighthouse';

test("the slowdown follows Lighthouse's guide: 4× near index 1,533, less on a slower or loaded machine", () => {
  expect(cpuSlowdownFor(1533)).toBe(4);
  expect(cpuSlowdownFor(1300)).toBe(3);
  expect(cpuSlowdownFor(2200)).toBe(6.9);
  expect(cpuSlowdownFor(800)).toBe(2);
  expect(cpuSlowdownFor(1050)).toBe(2.5);
  expect(cpuSlowdownFor(475)).toBe(1.5);
  expect(cpuSlowdownFor(150)).toBe(1);
  expect(cpuSlowdownFor(40)).toBe(1);
});
