import { describe, expect, test } from 'vitest';
import {
  EVALUATION_CLEAR_AFTER_MS,
  EVALUATION_COMPLETE,
  EVALUATION_COMPLETE_STAGE,
  EVALUATION_INITIAL_STAGE,
  EVALUATION_MAX_STEP,
  EVALUATION_STARTED,
  EVALUATION_TICK_MS,
  EVALUATION_WAITING_CAP,
  displayedProgress,
  nextAnimatedProgress,
  progressForJudgesDone,
  stageForProgress,
} from './evaluation-stages';

describe('evaluation constants', () => {
  test('match the SPEC', () => {
    expect(EVALUATION_INITIAL_STAGE).toBe('Initializing debate evaluation...');
    expect(EVALUATION_COMPLETE_STAGE).toBe('Evaluation complete! Preparing results...');
    expect(EVALUATION_TICK_MS).toBe(500);
    expect(EVALUATION_MAX_STEP).toBe(15);
    expect(EVALUATION_WAITING_CAP).toBe(85);
    expect(EVALUATION_CLEAR_AFTER_MS).toBe(800);
    expect(EVALUATION_COMPLETE).toEqual({ progress: 100, stage: EVALUATION_COMPLETE_STAGE });
    expect(EVALUATION_STARTED).toEqual({ progress: 0, stage: EVALUATION_INITIAL_STAGE });
  });
});

describe('stageForProgress', () => {
  test.each([
    [0, 'Analyzing debate content...'],
    [19.9, 'Analyzing debate content...'],
    [20, 'Consulting Judge GPT...'],
    [39, 'Consulting Judge GPT...'],
    [40, 'Consulting Judge DeepSeek...'],
    [59, 'Consulting Judge DeepSeek...'],
    [60, 'Consulting Judge Grok...'],
    [79.99, 'Consulting Judge Grok...'],
    [80, 'Calculating final verdict...'],
    [100, 'Calculating final verdict...'],
  ])('at %s reads %s', (progress, stage) => {
    expect(stageForProgress(progress)).toBe(stage);
  });
});

describe('nextAnimatedProgress', () => {
  test('adds a step of up to 15', () => {
    expect(nextAnimatedProgress(10, () => 0.999)).toBe(25);
    expect(nextAnimatedProgress(10, () => 0.5)).toBe(18);
    expect(nextAnimatedProgress(10, () => 0)).toBe(10);
  });

  test('never goes above 85', () => {
    expect(nextAnimatedProgress(80, () => 0.999)).toBe(85);
    expect(nextAnimatedProgress(85, () => 0.999)).toBe(85);
  });

  test('never decreases, even above the cap or with a bad random source', () => {
    expect(nextAnimatedProgress(92, () => 0.999)).toBe(92);
    expect(nextAnimatedProgress(30, () => -5)).toBe(30);
    expect(nextAnimatedProgress(30, () => 7)).toBe(45);
  });

  test('reaches the cap and stays inside 0..85 over many random ticks', () => {
    let progress = 0;
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 200; i += 1) {
      const next = nextAnimatedProgress(progress, random);
      expect(next).toBeGreaterThanOrEqual(progress);
      expect(next - progress).toBeLessThanOrEqual(15);
      expect(next).toBeLessThanOrEqual(85);
      progress = next;
    }
    expect(progress).toBe(85);
  });
});

describe('displayedProgress', () => {
  test("shows the server's progress when it is ahead of the animation", () => {
    expect(displayedProgress(30, 65)).toBe(65);
    expect(displayedProgress(70, 45)).toBe(70);
    expect(displayedProgress(12, null)).toBe(12);
  });
});

describe('progressForJudgesDone', () => {
  test('maps judges done to real progress and its stage', () => {
    expect(progressForJudgesDone(0)).toEqual({ progress: 20, stage: 'Consulting Judge GPT...' });
    expect(progressForJudgesDone(1)).toEqual({
      progress: 45,
      stage: 'Consulting Judge DeepSeek...',
    });
    expect(progressForJudgesDone(2)).toEqual({ progress: 65, stage: 'Consulting Judge Grok...' });
    expect(progressForJudgesDone(3)).toEqual({
      progress: 85,
      stage: 'Calculating final verdict...',
    });
  });

  test('clamps counts outside 0 to 3', () => {
    expect(progressForJudgesDone(-1).progress).toBe(20);
    expect(progressForJudgesDone(7).progress).toBe(85);
    expect(progressForJudgesDone(NaN).progress).toBe(20);
  });
});
