import { describe, expect, test } from 'vitest';
import {
  PUBLIC_MEDAL_STANCE_MAX,
  PUBLIC_MEDAL_TOPIC_MAX,
  publicMedal,
  withPublicMedal,
} from './medals';
import { PUBLIC_MEDALS_MAX } from './limits';
import type { Medal, PublicMedal } from './model';

function medal(id: string, wonAt: number, extra: Partial<Medal> = {}): Medal {
  return {
    id,
    topic: `Topic ${id}`,
    stance: 'For',
    wonAt,
    opponentPhone: '+15559876543',
    aiAnalysis: 'Clear.',
    chatId: `chat-${id}`,
    ...extra,
  };
}

describe('publicMedal', () => {
  test('keeps topic, stance, date and the opponent’s name, never their phone or the analysis', () => {
    const shown = publicMedal(medal('m1', 5), 'Bob');
    expect(shown).toEqual({
      id: 'm1',
      topic: 'Topic m1',
      stance: 'For',
      wonAt: 5,
      opponentName: 'Bob',
    });
    expect(JSON.stringify(shown)).not.toContain('+1555');
  });

  test('cuts long texts so ten of them keep a profile small', () => {
    const shown = publicMedal(
      medal('m', 1, { topic: 't'.repeat(5_000), stance: 's'.repeat(50_000) }),
      'n'.repeat(500),
    );
    expect([...shown.topic]).toHaveLength(PUBLIC_MEDAL_TOPIC_MAX);
    expect([...shown.stance]).toHaveLength(PUBLIC_MEDAL_STANCE_MAX);
    expect(shown.opponentName.length).toBeLessThanOrEqual(50);
  });
});

describe('withPublicMedal', () => {
  const list = (n: number): PublicMedal[] =>
    Array.from({ length: n }, (_, i) => publicMedal(medal(`m${i}`, i), 'X'));

  test(`keeps the ${PUBLIC_MEDALS_MAX} newest, newest first, whatever the number of wins`, () => {
    let medals: PublicMedal[] = [];
    for (let i = 0; i < 10_000; i++)
      medals = withPublicMedal(medals, publicMedal(medal(`w${i}`, i), 'X'));
    expect(medals).toHaveLength(PUBLIC_MEDALS_MAX);
    expect(medals.map((m) => m.wonAt)).toEqual(
      Array.from({ length: PUBLIC_MEDALS_MAX }, (_, i) => 9_999 - i),
    );
    // Ten bounded medals stay far below Firestore's 1 MiB document limit.
    const huge = Array.from({ length: PUBLIC_MEDALS_MAX }, (_, i) =>
      publicMedal(medal(`h${i}`, i, { topic: 'x'.repeat(9_999), stance: 'y'.repeat(99_999) }), 'Z'),
    );
    expect(new TextEncoder().encode(JSON.stringify(huge)).length).toBeLessThan(20_000);
  });

  test('adds a medal already there (a retried award) once', () => {
    const medals = list(3);
    expect(withPublicMedal(medals, medals[1]!)).toEqual([...medals].reverse());
  });
});
