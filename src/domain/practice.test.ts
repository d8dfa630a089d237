import { describe, expect, test } from 'vitest';
import { AI_DEBATER_UID, aiDebaterVendorText, isAiDebater, isPracticeChatId } from './practice';

describe('practice', () => {
  test('tells the AI debater and practice chats apart by id', () => {
    expect(isAiDebater(AI_DEBATER_UID)).toBe(true);
    expect(isAiDebater('someone')).toBe(false);
    expect(isPracticeChatId('practice-abc')).toBe(true);
    expect(isPracticeChatId('abc')).toBe(false);
  });

  test('names the vendor, with its model unless it is the demo', () => {
    expect(aiDebaterVendorText({ vendor: 'OpenAI', model: 'gpt-4o-mini', demo: false })).toBe(
      'OpenAI (gpt-4o-mini)',
    );
    expect(
      aiDebaterVendorText({
        vendor: 'Local demo debater',
        model: 'local-demo-debater',
        demo: true,
      }),
    ).toBe('Local demo debater');
  });
});
