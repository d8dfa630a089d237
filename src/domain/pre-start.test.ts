import { describe, expect, test } from 'vitest';
import { isPreStartMessage, judgesMayRead, preStartMarks } from './pre-start';

const START = 1_700_000_000_000;
const waiting = { isDebate: true, debateStatus: 'waiting_to_start', debateStartTime: null };
const running = { isDebate: true, debateStatus: 'in_progress', debateStartTime: START };

describe('isPreStartMessage', () => {
  test('while the debate waits every message is pre-start, sent or still on its way', () => {
    expect(isPreStartMessage(START, waiting)).toBe(true);
    expect(isPreStartMessage(null, waiting)).toBe(true);
  });

  test('once started: before the start time is pre-start; at or after it is the debate', () => {
    expect(isPreStartMessage(START - 1, running)).toBe(true);
    expect(isPreStartMessage(START, running)).toBe(false);
    expect(isPreStartMessage(START + 1, running)).toBe(false);
    // A message still on its way after the start is the debate's.
    expect(isPreStartMessage(null, running)).toBe(false);
  });

  test('a normal chat has no pre-start messages', () => {
    expect(isPreStartMessage(0, { isDebate: false })).toBe(false);
    expect(isPreStartMessage(0, {})).toBe(false);
  });
});

describe('judgesMayRead', () => {
  test('only a message with a server time at or after the start', () => {
    expect(judgesMayRead(START, START)).toBe(true);
    expect(judgesMayRead(START + 5, START)).toBe(true);
    expect(judgesMayRead(START - 1, START)).toBe(false);
    expect(judgesMayRead(null, START)).toBe(false);
    expect(judgesMayRead(START, null)).toBe(false);
    expect(judgesMayRead(START, undefined)).toBe(false);
  });
});

describe('preStartMarks', () => {
  const at = (t: number | null) => ({ t });
  const time = (m: { t: number | null }) => m.t;

  test("'before' above the first pre-start message, 'started' above the first debate message", () => {
    const list = [at(START - 20), at(START - 10), at(START), at(START + 10)];
    expect(preStartMarks(list, time, running)).toEqual(['before', undefined, 'started', undefined]);
  });

  test('while waiting only the first message is marked', () => {
    const list = [at(START - 20), at(null)];
    expect(preStartMarks(list, time, waiting)).toEqual(['before', undefined]);
  });

  test('no pre-start messages: no dividers; a normal chat: none', () => {
    expect(preStartMarks([at(START), at(START + 1)], time, running)).toEqual([
      undefined,
      undefined,
    ]);
    expect(preStartMarks([at(1), at(2)], time, { isDebate: false })).toEqual([
      undefined,
      undefined,
    ]);
    expect(preStartMarks([], time, running)).toEqual([]);
  });
});
