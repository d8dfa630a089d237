import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { orderGroup } from '../support/rules-first-sequencer';

const file = (relative: string) => path.resolve(__dirname, '..', relative);

describe('the emulator tests’ order (tests/support/rules-first-sequencer.ts)', () => {
  test('the rules files come first, the triggers paused throughout', () => {
    expect(orderGroup(file('rules/matrix.test.ts'))).toBe(1);
    expect(orderGroup(file('rules/moderation.test.ts'))).toBe(1);
  });

  test('the other files that keep them paused, seeding a thousand profiles, come after all', () => {
    expect(orderGroup(file('functions/leaderboard-cost.test.ts'))).toBe(4);
    expect(orderGroup(file('abuse/leaderboard-rebuild-cost.test.ts'))).toBe(4);
  });

  test('the files that pause them on the way come after the others, through a helper they import too', () => {
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
