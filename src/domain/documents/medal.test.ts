import { describe, expect, it } from 'vitest';
import { readMedal } from './medal';

describe('readMedal', () => {
  it('reads a medal of the history as it was awarded', () => {
    expect(
      readMedal('doc-id', {
        id: '5_alice',
        topic: 'Tea',
        stance: 'For',
        wonAt: { toMillis: () => 5 },
        opponentPhone: '+15550000002',
        opponentName: 'Bo',
        aiAnalysis: 'Clearer.',
        chatId: 'c1',
      }),
    ).toEqual({
      id: '5_alice',
      topic: 'Tea',
      stance: 'For',
      wonAt: 5,
      opponentPhone: '+15550000002',
      opponentName: 'Bo',
      aiAnalysis: 'Clearer.',
      chatId: 'c1',
    });
  });

  it("reads no stored id as the document's, texts as String() shows them, none as ''", () => {
    expect(readMedal('doc-id', { topic: 7, stance: null, wonAt: 'then' })).toEqual({
      id: 'doc-id',
      topic: '7',
      stance: '',
      wonAt: 0,
      opponentPhone: '',
      aiAnalysis: '',
    });
    expect(readMedal('doc-id', undefined).id).toBe('doc-id');
  });

  it("keeps the opponent's name only when it holds text, the chat only when it is text", () => {
    const medal = readMedal('m', { opponentName: '', chatId: 3 });
    expect(medal).not.toHaveProperty('opponentName');
    expect(medal).not.toHaveProperty('chatId');
    expect(readMedal('m', { chatId: '' }).chatId).toBe('');
  });
});
