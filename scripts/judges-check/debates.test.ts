import { describe, expect, test } from 'vitest';
import data from './debates.json';
import { MIN_DEBATES, PARTICIPANTS, readDebates, transcriptOf } from './debates';
import { padToTwice } from './padding';

describe('the debates the judges are measured on', () => {
  test('the repository’s set reads whole: enough debates, both winners, some close, names unused', () => {
    const debates = readDebates(data);
    expect(debates.length).toBeGreaterThanOrEqual(MIN_DEBATES);
    expect(new Set(debates.map((d) => d.winner))).toEqual(new Set(['A', 'B']));
    expect(debates.some((d) => d.close)).toBe(true);
    // The intended winner is not the side that wrote more.
    const longerLoser = debates.filter((d) => {
      const chars = (side: string) =>
        d.messages.filter((m) => m.side === side).reduce((n, m) => n + m.text.length, 0);
      return chars(d.winner) < chars(d.winner === 'A' ? 'B' : 'A');
    });
    expect(longerLoser.length).toBeGreaterThanOrEqual(debates.length / 2);
    const names = Object.values(PARTICIPANTS).map((p) => p.displayName.toLowerCase());
    for (const d of debates) {
      for (const m of d.messages)
        for (const name of names) expect(m.text.toLowerCase()).not.toContain(name);
    }
  });

  test('pads only the loser’s messages', () => {
    const [debate] = readDebates(data);
    const plain = transcriptOf(debate!);
    const padded = transcriptOf(debate!, padToTwice);
    const loser = PARTICIPANTS[debate!.winner === 'A' ? 'B' : 'A'].id;
    for (const [i, message] of padded.entries()) {
      const original = plain[i]!.content;
      expect(message.content).toBe(message.senderId === loser ? padToTwice(original) : original);
    }
  });

  test('a broken file is refused with what is wrong, before any judge is called', () => {
    expect(() => readDebates({})).toThrow('no "debates" list');
    const one = readDebates(data)[0]!;
    expect(() => readDebates({ debates: [one] })).toThrow(
      `holds 1 debates; at least ${MIN_DEBATES}`,
    );
    const twelve = Array.from({ length: MIN_DEBATES }, (_, i) => ({ ...one, id: `d${i}` }));
    expect(() => readDebates({ debates: [...twelve.slice(1), { ...one, winner: 'C' }] })).toThrow(
      'winner must be "A" or "B"',
    );
    expect(() =>
      readDebates({
        debates: [...twelve.slice(1), { ...one, messages: one.messages.slice(0, 3) }],
      }),
    ).toThrow('needs at least 2 messages');
    expect(() => readDebates({ debates: [...twelve.slice(1), twelve[1]] })).toThrow('repeats');
  });
});
