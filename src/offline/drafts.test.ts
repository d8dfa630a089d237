import { afterEach, describe, expect, test } from 'vitest';
import { clearDrafts, readDraft, saveDraft } from './drafts';

afterEach(() => localStorage.clear());

describe('drafts', () => {
  test('are kept per account and chat, and blank text removes one', () => {
    saveDraft('ann', 'chat1', 'Half a thought');
    saveDraft('ann', 'chat2', 'Another');
    saveDraft('bob', 'chat1', "Bob's");
    expect(readDraft('ann', 'chat1')).toBe('Half a thought');
    expect(readDraft('ann', 'chat2')).toBe('Another');
    expect(readDraft('bob', 'chat1')).toBe("Bob's");
    expect(readDraft('ann', 'chat3')).toBe('');

    saveDraft('ann', 'chat1', '   ');
    expect(readDraft('ann', 'chat1')).toBe('');
    expect(localStorage.length).toBe(2);
  });

  test("sign-out's clearDrafts forgets one account's drafts and nothing else", () => {
    saveDraft('ann', 'chat1', 'one');
    saveDraft('ann', 'chat2', 'two');
    saveDraft('anna', 'chat1', 'kept: another account whose id starts alike');
    localStorage.setItem('debate-arena:theme', 'dark');
    clearDrafts('ann');
    expect(readDraft('ann', 'chat1')).toBe('');
    expect(readDraft('ann', 'chat2')).toBe('');
    expect(readDraft('anna', 'chat1')).toBe('kept: another account whose id starts alike');
    expect(localStorage.getItem('debate-arena:theme')).toBe('dark');
  });
});
