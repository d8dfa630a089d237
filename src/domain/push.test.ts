import { describe, expect, test } from 'vitest';
import {
  boundedPreview,
  isChatPushType,
  MESSAGE_PREVIEW_LENGTH,
  messagePushBody,
  viewingNow,
} from './push';

describe('message push texts', () => {
  test(`'Name: preview', the preview one line of at most ${MESSAGE_PREVIEW_LENGTH} characters`, () => {
    expect(messagePushBody('Bob', 'see\n  you there')).toBe('Bob: see you there');
    const long = messagePushBody('Bob', 'é'.repeat(500));
    expect([...long.slice('Bob: '.length)]).toHaveLength(MESSAGE_PREVIEW_LENGTH);
    expect(long.endsWith('…')).toBe(true);
    // Whole code points: an emoji is never cut in half.
    expect([...boundedPreview('😀'.repeat(300), 10)]).toEqual([...'😀'.repeat(9), '…']);
  });

  test('only the chat kinds are chat pushes', () => {
    expect(isChatPushType('new_message')).toBe(true);
    expect(isChatPushType('debate_started')).toBe(true);
    expect(isChatPushType('debate_won')).toBe(false);
    expect(isChatPushType(undefined)).toBe(false);
  });
});

describe('viewingNow', () => {
  const now = 1_700_000_000_000;
  test('viewing counts for two minutes after its last write', () => {
    expect(viewingNow({ viewing: true, viewingAt: now - 119_000 }, now)).toBe(true);
    expect(viewingNow({ viewing: true, viewingAt: now - 121_000 }, now)).toBe(false);
    expect(viewingNow({ viewing: false, viewingAt: now }, now)).toBe(false);
    expect(viewingNow({ viewing: true, viewingAt: null }, now)).toBe(false);
    expect(viewingNow(undefined, now)).toBe(false);
  });
});
