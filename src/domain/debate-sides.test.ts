import { describe, expect, test } from 'vitest';
import { rematchStance } from './challenges';
import { acceptorSide, debatePosition, sideOf } from './debate-sides';

const debate = {
  isDebate: true,
  participants: ['creator', 'acceptor'],
  creatorStance: 'Cats rule',
};

describe('debate sides', () => {
  test('the creator argues For and the acceptor Against', () => {
    expect(sideOf(debate, 'creator')).toBe('for');
    expect(sideOf(debate, 'acceptor')).toBe('against');
    expect(debatePosition(debate.creatorStance)).toEqual({
      statement: 'Cats rule',
      creatorSide: 'for',
    });
  });

  test('a rematch the creator asked for turns the sides, and its position reads as the first', () => {
    const stance = rematchStance('Cats rule', true);
    expect(stance).toBe('Against: Cats rule');
    const rematch = { ...debate, creatorStance: stance };
    expect(sideOf(rematch, 'creator')).toBe('against');
    expect(sideOf(rematch, 'acceptor')).toBe('for');
    // The request says so before anyone accepts: the same side as the room then gives.
    expect(acceptorSide(stance)).toBe('for');
    expect(acceptorSide(debate.creatorStance)).toBe('against');
    expect(debatePosition(stance)).toEqual({ statement: 'Cats rule', creatorSide: 'against' });
    // Its rematch turns them back.
    expect(debatePosition(rematchStance(stance, true))).toEqual({
      statement: 'Cats rule',
      creatorSide: 'for',
    });
  });

  test('a stance that is only the word is a position like any other', () => {
    expect(debatePosition('Against:')).toEqual({ statement: 'Against:', creatorSide: 'for' });
    expect(debatePosition(undefined)).toEqual({ statement: '', creatorSide: 'for' });
  });

  test('nobody has a side outside a debate, and a spectator has none in it', () => {
    expect(sideOf({ isDebate: false, participants: ['a', 'b'] }, 'a')).toBeNull();
    expect(sideOf(debate, 'spectator')).toBeNull();
  });
});
