import { describe, expect, test } from 'vitest';
import { bob, pair } from './judging.fixtures';
import { labelParticipants, normalizeVerdictWinner } from './participants';
import { DRAW } from './verdict';

describe('participant labels', () => {
  test('suffixes a shared display name by position (the votes and results use labels)', () => {
    const twins = [
      { id: 'u1', displayName: 'Sam' },
      { id: 'u2', displayName: ' sam ' },
    ];
    expect(labelParticipants(twins)).toEqual([
      { id: 'u1', displayName: 'Sam', label: 'Sam (1)' },
      { id: 'u2', displayName: ' sam ', label: 'sam (2)' },
    ]);
    expect(normalizeVerdictWinner('SAM (2)', twins)).toBe('sam (2)');
    expect(normalizeVerdictWinner('Sam', twins)).toBe(DRAW);
  });

  test("suffixes a participant named 'Draw' so a draw verdict stays a draw", () => {
    const labels = labelParticipants([
      { id: 'u1', displayName: 'draw' },
      { id: 'u2', displayName: 'Bob' },
    ]).map((p) => p.label);
    expect(labels).toEqual(['draw (1)', 'Bob']);
  });

  test('names a participant with a blank display name by position', () => {
    const labels = labelParticipants([
      { id: 'u1', displayName: '  ' },
      { id: 'u2', displayName: '"::"' },
    ]).map((p) => p.label);
    expect(labels).toEqual(['Participant 1', 'Participant 2']);
  });
});

describe('normalizeVerdictWinner', () => {
  test('matches a participant trimmed and case-insensitively', () => {
    expect(normalizeVerdictWinner('Alice', pair)).toBe('Alice');
    expect(normalizeVerdictWinner('  bOB \n', pair)).toBe('Bob');
  });

  test("turns anything else into 'Draw'", () => {
    expect(normalizeVerdictWinner('Draw', pair)).toBe(DRAW);
    expect(normalizeVerdictWinner('draw', pair)).toBe(DRAW);
    expect(normalizeVerdictWinner('Charlie', pair)).toBe(DRAW);
    expect(normalizeVerdictWinner('Alice and Bob', pair)).toBe(DRAW);
    expect(normalizeVerdictWinner('', pair)).toBe(DRAW);
    expect(normalizeVerdictWinner(7, pair)).toBe(DRAW);
    expect(normalizeVerdictWinner(null, pair)).toBe(DRAW);
  });

  test('accepts the display name of a participant whose label had to be cleaned', () => {
    const odd = [{ id: 'u1', displayName: 'Dr: Who' }, bob];
    expect(labelParticipants(odd)[0]!.label).toBe('Dr Who');
    expect(normalizeVerdictWinner('Dr: Who', odd)).toBe('Dr Who');
    expect(normalizeVerdictWinner('dr who', odd)).toBe('Dr Who');
  });
});
