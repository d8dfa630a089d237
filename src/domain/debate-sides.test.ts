import { describe, expect, test } from 'vitest';
import { debaterOn, sideOf } from './debate-sides';

const debate = { isDebate: true, participants: ['creator', 'acceptor'] };

describe('debate sides', () => {
  test('the creator argues For and the acceptor Against', () => {
    expect(sideOf(debate, 'creator')).toBe('for');
    expect(sideOf(debate, 'acceptor')).toBe('against');
    expect(debaterOn(debate, 'for')).toBe('creator');
    expect(debaterOn(debate, 'against')).toBe('acceptor');
  });

  test('nobody has a side outside a debate, and a spectator has none in it', () => {
    expect(sideOf({ isDebate: false, participants: ['a', 'b'] }, 'a')).toBeNull();
    expect(sideOf(debate, 'spectator')).toBeNull();
    expect(debaterOn({ participants: ['creator'] }, 'against')).toBeNull();
  });
});
