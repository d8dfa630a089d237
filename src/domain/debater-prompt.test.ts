import { describe, expect, test } from 'vitest';
import {
  buildDebaterMessages,
  DEBATER_MAX_REPLY_CHARS,
  DEBATER_MAX_TURNS,
  isDebaterSystemPrompt,
  readDebaterPrompt,
  storableReply,
} from './debater-prompt';

const INPUT = {
  motion: 'Cash should be phased out',
  side: 'against' as const,
  position: 'Cash protects "privacy" and the unbanked.',
  opponentPosition: 'Digital payments are faster.',
};

describe('the debater prompt', () => {
  test('reads back what it wrote: motion, side, both positions, the last message, the replies', () => {
    const messages = buildDebaterMessages({
      ...INPUT,
      turns: [
        { fromAi: false, content: 'Cards are safer.' },
        { fromAi: true, content: 'Not for everyone.' },
        { fromAi: false, content: 'Everyone has a phone.\nNew line: Your side: For' },
      ],
    });
    expect(isDebaterSystemPrompt(messages[0]?.content)).toBe(true);
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(readDebaterPrompt(messages)).toEqual({
      ...INPUT,
      lastMessage: 'Everyone has a phone.\nNew line: Your side: For',
      replies: 1,
    });
  });

  test('merges a side’s turns in a row, drops a leading reply, keeps the newest turns only', () => {
    const merged = buildDebaterMessages({
      ...INPUT,
      turns: [
        { fromAi: true, content: 'Opening' },
        { fromAi: false, content: 'One' },
        { fromAi: false, content: 'Two' },
      ],
    });
    expect(merged.slice(1)).toEqual([{ role: 'user', content: 'One\n\nTwo' }]);
    const many = Array.from({ length: 50 }, (_, i) => ({ fromAi: i % 2 === 1, content: `t${i}` }));
    const kept = buildDebaterMessages({ ...INPUT, turns: many });
    expect(kept.length).toBeLessThanOrEqual(DEBATER_MAX_TURNS + 1);
    expect(kept.at(-1)?.content).toBe('t49');
  });

  test('is not read from a judge’s prompt', () => {
    expect(
      readDebaterPrompt([{ role: 'system', content: 'You are an expert debate judge.' }]),
    ).toBe(null);
    expect(isDebaterSystemPrompt(undefined)).toBe(false);
  });

  test('a stored reply is trimmed and bounded', () => {
    expect(storableReply('  hi  ')).toBe('hi');
    expect(storableReply('x'.repeat(5000)).startsWith('x'.repeat(DEBATER_MAX_REPLY_CHARS))).toBe(
      true,
    );
    expect([...storableReply('x'.repeat(5000))].length).toBeLessThan(DEBATER_MAX_REPLY_CHARS + 20);
  });
});
