import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { DebateResultView } from '@/domain/documents/debate-result';

vi.mock('@/data/evaluation', () => ({}));

const { HISTORY_LIMIT, keepResult, keptResultView, localResultFrom } = await import('./results');
const { localDb } = await import('./db');

function result(chatId: string, overrides: Partial<DebateResultView> = {}): DebateResultView {
  return {
    id: chatId,
    chatId,
    participant1Id: 'me',
    participant2Id: 'bob',
    participant1Name: 'Me',
    participant2Name: 'Bob',
    topic: `Topic ${chatId}`,
    winner: 'Bob',
    winnerId: 'bob',
    analysis: 'Bob argued better.',
    participant1Stance: 'Yes',
    participant2Stance: 'No',
    participant1Arguments: [],
    participant2Arguments: [],
    winnerReason: 'Evidence',
    loserReason: 'None',
    createdAt: 1_000,
    judgeBreakdown: [],
    votingSummary: null,
    ...overrides,
  };
}

beforeEach(async () => {
  await localDb('me').results.clear();
});

describe('debate history on the device', () => {
  test('keeps a result with both sides, the verdict, the date and whether it was one’s own', () => {
    const own = localResultFrom(result('c1'), 'me', 5);
    expect(own).toMatchObject({
      chatId: 'c1',
      topic: 'Topic c1',
      participants: [
        { uid: 'me', name: 'Me', stance: 'Yes' },
        { uid: 'bob', name: 'Bob', stance: 'No' },
      ],
      winner: 'Bob',
      decidedAt: 1_000,
      seenAt: 5,
      own: true,
    });
    expect(localResultFrom(result('c2'), 'carol', 5).own).toBe(false);
  });

  test('seeing a result again keeps its first sighting and its full detail opens offline', async () => {
    await keepResult('me', result('c1'));
    const first = await localDb('me').results.get('c1');
    await new Promise((r) => setTimeout(r, 5));
    await keepResult('me', result('c1', { analysis: 'Updated.' }));
    const again = await localDb('me').results.get('c1');
    expect(again?.seenAt).toBe(first?.seenAt);
    expect(keptResultView(again)?.analysis).toBe('Updated.');
    expect(keptResultView(null)).toBeNull();
  });

  test(`keeps at most ${HISTORY_LIMIT} results, dropping the oldest seen`, async () => {
    const rows = Array.from({ length: HISTORY_LIMIT }, (_, i) => ({
      ...localResultFrom(result(`old${i}`), 'me', i),
    }));
    await localDb('me').results.bulkPut(rows);
    await keepResult('me', result('new'));
    const count = await localDb('me').results.count();
    console.log(`debate history limit: ${HISTORY_LIMIT} results; held after one more: ${count}`);
    expect(count).toBe(HISTORY_LIMIT);
    expect(await localDb('me').results.get('old0')).toBeUndefined();
    expect(await localDb('me').results.get('new')).toBeDefined();
  });
});
