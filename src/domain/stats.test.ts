import { describe, expect, test } from 'vitest';
import type { Medal } from './model';
import {
  addStats,
  debateAcceptedNotice,
  debateLostNotice,
  debateWonNotice,
  medalId,
  outcomeEffects,
  recentMedals,
  winRate,
  type DecidedDebate,
} from './stats';

describe('winRate', () => {
  test('is 0 before the first debate', () => {
    expect(winRate({ wins: 0, totalDebates: 0 })).toBe(0);
  });

  test('is wins over total debates as a rounded percent', () => {
    expect(winRate({ wins: 1, totalDebates: 3 })).toBe(33);
    expect(winRate({ wins: 2, totalDebates: 3 })).toBe(67);
    expect(winRate({ wins: 1, totalDebates: 8 })).toBe(13); // 12.5 rounds up
    expect(winRate({ wins: 5, totalDebates: 5 })).toBe(100);
  });
});

describe('addStats', () => {
  test('adds counter by counter', () => {
    expect(
      addStats(
        { totalDebates: 2, wins: 1, losses: 1, draws: 0 },
        { totalDebates: 1, wins: 0, losses: 0, draws: 1 },
      ),
    ).toEqual({ totalDebates: 3, wins: 1, losses: 1, draws: 1 });
  });
});

const decided: DecidedDebate = {
  chatId: 'chat1',
  topic: 'Pineapple on pizza',
  participants: ['alice', 'bob'],
  winnerId: 'alice',
  winnerStance: 'It belongs there',
  opponentPhone: '+15550001111',
  analysis: 'Alice cited evidence.',
  decidedAt: 1_757_600_000_000,
};

describe('outcomeEffects', () => {
  test('gives the winner one win and the loser one loss, each one more debate', () => {
    const { statIncrements } = outcomeEffects(decided);
    expect(statIncrements).toEqual({
      alice: { totalDebates: 1, wins: 1, losses: 0, draws: 0 },
      bob: { totalDebates: 1, wins: 0, losses: 1, draws: 0 },
    });
  });

  test('awards the winner a medal with the topic, stance, time, opponent phone and analysis', () => {
    expect(outcomeEffects(decided).medal).toEqual({
      userId: 'alice',
      medal: {
        id: '1757600000000_alice',
        topic: 'Pineapple on pizza',
        stance: 'It belongs there',
        wonAt: 1_757_600_000_000,
        opponentPhone: '+15550001111',
        aiAnalysis: 'Alice cited evidence.',
        chatId: 'chat1',
      },
    });
  });

  test('notifies the winner and the loser of the result', () => {
    const notes = outcomeEffects(decided).notifications;
    expect(notes.map((n) => [n.userId, n.type])).toEqual([
      ['alice', 'debate_won'],
      ['bob', 'debate_lost'],
    ]);
    expect(notes[0]).toMatchObject({
      chatId: 'chat1',
      topic: 'Pineapple on pizza',
      ...debateWonNotice('Pineapple on pizza'),
    });
    expect(notes[1]).toMatchObject({ ...debateLostNotice('Pineapple on pizza') });
  });

  test('works the same when the second participant wins', () => {
    const effects = outcomeEffects({ ...decided, winnerId: 'bob' });
    expect(effects.statIncrements.bob?.wins).toBe(1);
    expect(effects.statIncrements.alice?.losses).toBe(1);
    expect(effects.medal?.userId).toBe('bob');
    expect(effects.medal?.medal.id).toBe('1757600000000_bob');
  });

  test('gives both a draw on a draw, with no medal and no notifications', () => {
    const effects = outcomeEffects({ ...decided, winnerId: null });
    expect(effects.statIncrements).toEqual({
      alice: { totalDebates: 1, wins: 0, losses: 0, draws: 1 },
      bob: { totalDebates: 1, wins: 0, losses: 0, draws: 1 },
    });
    expect(effects.medal).toBeNull();
    expect(effects.notifications).toEqual([]);
  });

  test('refuses a winner who is not a participant', () => {
    expect(() => outcomeEffects({ ...decided, winnerId: 'mallory' })).toThrow(
      'The winner must be one of the participants',
    );
  });

  test('refuses a debate without two different participants', () => {
    expect(() => outcomeEffects({ ...decided, participants: ['alice'] })).toThrow(
      'A debate needs two different participants',
    );
    expect(() => outcomeEffects({ ...decided, participants: ['alice', 'alice'] })).toThrow(
      'A debate needs two different participants',
    );
  });

  test('gives the same medal id on a retry of the same verdict', () => {
    expect(outcomeEffects(decided).medal?.medal.id).toBe(outcomeEffects(decided).medal?.medal.id);
    expect(medalId(5, 'u')).toBe('5_u');
  });
});

function medal(id: string, wonAt: number): Medal {
  return { id, wonAt, topic: 't', stance: 's', opponentPhone: 'p', aiAnalysis: 'a' };
}

describe('recentMedals', () => {
  test('returns the 3 most recent medals, newest first', () => {
    const medals = [medal('a', 1), medal('b', 4), medal('c', 2), medal('d', 3)];
    expect(recentMedals(medals).map((m) => m.id)).toEqual(['b', 'd', 'c']);
    expect(medals.map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('notification texts', () => {
  test('tells the winner they won, naming the topic', () => {
    const text = debateWonNotice('Pineapple on pizza');
    expect(text.title).toBe('You won the debate!');
    expect(text.message).toContain('"Pineapple on pizza"');
    expect(text.message).toContain('medal');
  });

  test('tells the loser the result is in, naming the topic', () => {
    const text = debateLostNotice('Pineapple on pizza');
    expect(text.title).toBe('Debate result is in');
    expect(text.message).toContain('"Pineapple on pizza"');
  });

  test('tells the requester who accepted which debate', () => {
    const text = debateAcceptedNotice('Pineapple on pizza', '+15550001111');
    expect(text.title).toBe('Your debate was accepted!');
    expect(text.message).toBe(
      '+15550001111 accepted your debate on "Pineapple on pizza". Open the debate and tap Ready to start.',
    );
    expect(debateAcceptedNotice('X', null).message.startsWith('Someone accepted')).toBe(true);
  });

  test('shortens a long topic to 80 characters with an ellipsis', () => {
    const long = 'a'.repeat(200);
    const message = debateWonNotice(long).message;
    expect(message).toContain(`"${'a'.repeat(79)}…"`);
    expect(message).not.toContain('a'.repeat(80));
  });
});
