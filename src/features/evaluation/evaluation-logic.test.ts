import { describe, expect, test } from 'vitest';
import { bannerView, judgeRows, outcomeFor, progressView } from './evaluation-logic';

const running = {
  isDebate: true,
  debateStatus: 'in_progress' as const,
  participants: ['me', 'them'],
  evaluationRequested: false,
  evaluationReadiness: { me: false, them: false },
  winner: null,
  debateResult: null,
};

describe('bannerView', () => {
  test("offers 'Request AI Evaluation' while the debate runs and nobody asked", () => {
    expect(bannerView(running, 'me', null)).toEqual({ kind: 'request' });
  });

  test('counts agreements and offers Start once all agreed', () => {
    const asked = { ...running, evaluationRequested: true, evaluationReadiness: { them: true } };
    expect(bannerView(asked, 'me', null)).toEqual({
      kind: 'agree',
      agreed: 1,
      total: 2,
      mine: false,
      allAgreed: false,
    });
    const all = { ...asked, evaluationReadiness: { me: true, them: true } };
    expect(bannerView(all, 'me', null)).toMatchObject({ mine: true, allAgreed: true });
  });

  test('is hidden before the start, in a normal chat and once judged', () => {
    expect(bannerView({ ...running, debateStatus: 'waiting_to_start' }, 'me', null).kind).toBe(
      'hidden',
    );
    expect(bannerView({ ...running, isDebate: false }, 'me', null).kind).toBe('hidden');
    expect(bannerView(running, 'me', { winner: 'Draw', winnerId: null }).kind).toBe('hidden');
    expect(bannerView({ ...running, winner: 'Them' }, 'me', null).kind).toBe('hidden');
  });
});

describe('outcomeFor', () => {
  test('won, lost or draw from the winner id', () => {
    expect(outcomeFor({ winner: 'Me', winnerId: 'me' }, 'me')).toBe('won');
    expect(outcomeFor({ winner: 'Them', winnerId: 'them' }, 'me')).toBe('lost');
    expect(outcomeFor({ winner: 'Draw', winnerId: null }, 'me')).toBe('draw');
  });
});

describe('progressView', () => {
  test('starts with the initial stage at 0', () => {
    expect(progressView(0, null)).toEqual({
      percent: 0,
      stage: 'Initializing debate evaluation...',
    });
  });

  test('shows the further of the animation and the server, with its stage', () => {
    expect(progressView(10, 45)).toEqual({ percent: 45, stage: 'Consulting Judge DeepSeek...' });
    expect(progressView(70, 45)).toEqual({ percent: 70, stage: 'Consulting Judge Grok...' });
    expect(progressView(85, 20)).toEqual({ percent: 85, stage: 'Calculating final verdict...' });
    expect(progressView(12, null)).toEqual({ percent: 12, stage: 'Analyzing debate content...' });
  });

  test("the server's 100 is the completion", () => {
    expect(progressView(85, 100)).toEqual({
      percent: 100,
      stage: 'Evaluation complete! Preparing results...',
    });
  });
});

describe('judgeRows', () => {
  test('the three judges in panel order with their status', () => {
    expect(judgeRows({ gpt: 'done', deepseek: 'failed', grok: 'waiting' })).toEqual([
      { key: 'gpt', label: 'Judge GPT', status: 'done', text: 'Done' },
      { key: 'deepseek', label: 'Judge DeepSeek', status: 'failed', text: 'Failed' },
      { key: 'grok', label: 'Judge Grok', status: 'waiting', text: 'Waiting' },
    ]);
  });
});
