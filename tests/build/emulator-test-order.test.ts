import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { orderGroup } from '../support/rules-first-sequencer';

const file = (relative: string) => path.resolve(__dirname, '..', relative);

describe('the emulator tests’ order (tests/support/rules-first-sequencer.ts)', () => {
  test('the files that keep the triggers paused come first: the rules files and those that ask', () => {
    expect(orderGroup(file('rules/matrix.test.ts'))).toBe(1);
    expect(orderGroup(file('functions/leaderboard-cost.test.ts'))).toBe(1);
    expect(orderGroup(file('abuse/leaderboard-rebuild-cost.test.ts'))).toBe(1);
  });

  test('the files that pause them on the way come last, through a helper they import too', () => {
    expect(orderGroup(file('functions/index-my-profile.test.ts'))).toBe(3);
    expect(orderGroup(file('functions/user-index.test.ts'))).toBe(3);
    expect(orderGroup(file('functions/phone-consent.test.ts'))).toBe(3);
    expect(orderGroup(file('abuse/phone-consent.test.ts'))).toBe(3);
    expect(orderGroup(file('functions/leaderboard-top.test.ts'))).toBe(3);
    expect(orderGroup(file('abuse/push-devices.test.ts'))).toBe(3);
    // Only its helper (phone-privacy-world.ts) pauses them.
    expect(orderGroup(file('abuse/phone-privacy.test.ts'))).toBe(3);
  });

  test('every other file runs between them, the triggers on throughout', () => {
    expect(orderGroup(file('functions/debates.test.ts'))).toBe(2);
    expect(orderGroup(file('functions/evaluation.test.ts'))).toBe(2);
    expect(orderGroup(file('data/chat-members.test.ts'))).toBe(2);
  });
});
