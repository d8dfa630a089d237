import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AppealView } from '@/domain/documents/appeal';
import type { DebateResultView } from '@/domain/documents/debate-result';
import { CRITERIA } from '@/domain/judging/criteria';
import type { CriteriaScores } from '@/domain/judging/criteria';
import { UNDER_LOAD } from '@/lib/under-load.fixtures';

const appealVerdict = vi.hoisted(() => vi.fn());
vi.mock('@/data/appeal', () => ({ appealVerdict }));

const { JudgePanel } = await import('./judge-panel');
const { AppealSection } = await import('./appeal-section');

afterEach(() => {
  cleanup();
  appealVerdict.mockReset();
});

const TARGET = { chatId: 'd1', base: '/debate' };

const scores = (n: number) => Object.fromEntries(CRITERIA.map((c) => [c.key, n])) as CriteriaScores;

const RESULT: DebateResultView = {
  id: 'd1',
  chatId: 'd1',
  participant1Id: 'me',
  participant2Id: 'them',
  participant1Name: 'Mia',
  participant2Name: 'Theo',
  topic: 'Cats or dogs',
  winner: 'Mia',
  winnerId: 'me',
  analysis: '',
  participant1Stance: 'Cats',
  participant2Stance: 'Dogs',
  participant1Arguments: [],
  participant2Arguments: [],
  winnerReason: '',
  loserReason: '',
  createdAt: 1,
  judgeBreakdown: [
    {
      judge: 'Judge GPT',
      model: 'gpt-4',
      status: 'success',
      vote: 'Mia',
      confidence: 80,
      scores: { participant1: { ...scores(8), rebuttal: null }, participant2: scores(5) },
    },
    { judge: 'Judge Grok', model: 'grok-3', status: 'success', vote: 'Theo', confidence: 60 },
  ],
  votingSummary: {
    votes: { Mia: 1, Theo: 1, Draw: 0 },
    confidence: { Mia: 80, Theo: 60, Draw: 0 },
    totalJudges: 2,
    successfulJudges: 2,
  },
};

/** Theo appealed, and the fresh panel, unanimous, gave him the debate. */
const DECIDED: AppealView = {
  status: 'decided',
  appellantId: 'them',
  judgeBreakdown: [
    { judge: 'Judge GPT', model: 'gpt-4', status: 'success', vote: 'Theo', confidence: 90 },
  ],
  votingSummary: null,
  winner: 'Theo',
  stands: true,
  changed: true,
  originalWinner: 'Mia',
};

describe('each ballot’s criteria scores', () => {
  test('a table under the vote and confidence: six criteria, both debaters, Not scored', () => {
    render(<JudgePanel result={RESULT} target={TARGET} />);
    const [gpt] = screen.getAllByTestId('judge-verdict');
    const table = within(gpt!).getByRole('table', { name: 'Judge GPT: scores out of 10' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Criterion', 'Mia', 'Theo']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(
      CRITERIA.map((c) => c.label),
    );
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['8', '5']);
    expect(
      within(rows[4]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Not scored', '5']);
    // Under the vote and confidence.
    const vote = within(gpt!).getByText(/Vote:/);
    expect(vote.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A ballot stored before the criteria has no table.
    expect(within(screen.getAllByTestId('judge-verdict')[1]!).queryByRole('table')).toBeNull();
  });

  test('after an appeal, both panels side by side and what the appeal decided', () => {
    render(<JudgePanel result={{ ...RESULT, appeal: DECIDED }} target={TARGET} />);
    const first = screen.getByRole('region', { name: 'First panel' });
    const second = screen.getByRole('region', { name: 'Appeal panel (positions swapped)' });
    expect(within(first).getAllByTestId('judge-verdict')).toHaveLength(2);
    expect(within(second).getAllByTestId('judge-verdict')).toHaveLength(1);
    expect(screen.getByTestId('appeal-outcome')).toHaveTextContent(
      'The appeal panel was unanimous: the verdict is changed to Theo wins.',
    );
  });
});

describe('Appeal Verdict', () => {
  test('either debater of a split verdict appeals: progress, then the result reloads', async () => {
    let finish: (value: unknown) => void = () => undefined;
    appealVerdict.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const onAppealed = vi.fn();
    const { rerender } = render(
      <AppealSection result={RESULT} uid="them" onAppealed={onAppealed} />,
    );
    const button = screen.getByRole('button', { name: 'Appeal Verdict' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(appealVerdict).toHaveBeenCalledWith('d1');
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('A fresh panel is judging the debate');
    finish({ stands: true, changed: true, winner: 'Theo', winnerId: 'them' });
    await vi.waitFor(() => expect(onAppealed).toHaveBeenCalledTimes(1), UNDER_LOAD);
    // Answered, the result that holds the appeal on its way: still no second tap.
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('A fresh panel is judging the debate');
    // It came: the box says what the appeal decided (the panels' section may be folded).
    rerender(
      <AppealSection result={{ ...RESULT, appeal: DECIDED }} uid="them" onAppealed={onAppealed} />,
    );
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'The appeal panel was unanimous: the verdict is changed to Theo wins. Stats, medals and ratings are corrected. Each debate gets one appeal.',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  test('a reload that brings no appeal (offline: the result kept on the phone) frees the button', async () => {
    appealVerdict.mockResolvedValue({ stands: false, changed: false, winner: 'Mia' });
    const onAppealed = vi.fn();
    const { rerender } = render(<AppealSection result={RESULT} uid="me" onAppealed={onAppealed} />);
    const button = screen.getByRole('button', { name: 'Appeal Verdict' });
    await userEvent.click(button);
    await vi.waitFor(() => expect(onAppealed).toHaveBeenCalledTimes(1), UNDER_LOAD);
    expect(button).toBeDisabled();
    rerender(<AppealSection result={{ ...RESULT }} uid="me" onAppealed={onAppealed} />);
    expect(button).toBeEnabled();
  });

  test('a failed appeal says why, and may be tried again', async () => {
    appealVerdict.mockRejectedValue(new Error('You have started 20 AI evaluations today.'));
    render(<AppealSection result={RESULT} uid="me" onAppealed={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Appeal Verdict' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The appeal failed: You have started 20 AI evaluations today.',
    );
    expect(screen.getByRole('button', { name: 'Appeal Verdict' })).toBeEnabled();
  });

  test('disabled, with the reason, for a unanimous or appealed verdict; absent for others', () => {
    const unanimous = {
      ...RESULT,
      votingSummary: { ...RESULT.votingSummary!, votes: { Mia: 2, Theo: 0, Draw: 0 } },
    };
    const { unmount } = render(
      <AppealSection result={unanimous} uid="them" onAppealed={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Appeal Verdict' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Appeal Verdict' })).toHaveAccessibleDescription(
      'This verdict was unanimous, so it cannot be appealed.',
    );
    unmount();
    const appealed = { ...RESULT, appeal: { status: 'decided' } as AppealView };
    render(<AppealSection result={appealed} uid="me" onAppealed={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Appeal Verdict' })).toBeDisabled();
    expect(screen.getByText(/Each debate gets one appeal/)).toBeVisible();
    cleanup();
    render(<AppealSection result={RESULT} uid="spectator" onAppealed={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Appeal Verdict' })).toBeNull();
  });
});
