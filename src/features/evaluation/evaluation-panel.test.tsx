import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { DebateResultView } from '@/domain/documents/debate-result';
import type { EvaluationState } from '@/domain/documents/evaluation-run';
import type { Chat } from '@/domain/model';

const data = vi.hoisted(() => ({
  setEvaluationAgreement: vi.fn(),
  evaluateDebate: vi.fn(),
  fetchDebateResult: vi.fn(),
  onState: null as ((state: EvaluationState) => void) | null,
}));

vi.mock('@/data/evaluation', () => ({
  setEvaluationAgreement: data.setEvaluationAgreement,
  evaluateDebate: data.evaluateDebate,
  fetchDebateResult: data.fetchDebateResult,
  watchEvaluation: (_chatId: string, onState: (state: EvaluationState) => void) => {
    data.onState = onState;
    return () => undefined;
  },
}));
const rematch = vi.hoisted(() => ({
  offerRematch: vi.fn(),
  acceptDebateRequest: vi.fn(),
  declineChallenge: vi.fn(),
}));
vi.mock('@/data/debate-requests', () => ({
  offerRematch: rematch.offerRematch,
  acceptDebateRequest: rematch.acceptDebateRequest,
  declineChallenge: rematch.declineChallenge,
}));
/** The debater's rating move the history record answers with (null: unrated or not yet). */
const PROVISIONAL_WIN = { before: 1500, after: 1662, change: 162, ratingDeviation: 290 };
const rating = vi.hoisted(() => ({ move: null as unknown }));
// The debater's rating move on the result ('+16 → 1516'), as the history record gives it.
vi.mock('@/data/rating-history', () => ({
  watchDebateRatingMove: (_uid: string, _chatId: string, onMove: (move: unknown) => void) => {
    onMove(rating.move);
    return () => undefined;
  },
}));
vi.mock('@/hooks/use-session', () => ({
  useSignedInUser: () => ({ uid: 'me', phoneNumber: '+15550000001' }),
}));

const { EvaluationPanel } = await import('./evaluation-panel');
const { localDb, pendingOrder, sentOrder } = await import('@/offline/db');

function debate(fields: Partial<Chat> = {}): Chat {
  return {
    id: 'd1',
    participants: ['me', 'them'],
    participantDetails: {},
    isDebate: true,
    status: 'active',
    createdAt: 1,
    debateTopic: 'Cats or dogs',
    debateStatus: 'in_progress',
    evaluationRequested: false,
    evaluationReadiness: { me: false, them: false },
    ...fields,
  };
}

const idle: EvaluationState = {
  inProgress: false,
  progress: null,
  stage: null,
  judges: { gpt: 'waiting', deepseek: 'waiting', grok: 'waiting' },
  failure: null,
  verdict: null,
  noContest: false,
};

function push(state: Partial<EvaluationState>) {
  act(() => data.onState?.({ ...idle, ...state }));
}

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
  analysis: 'Judge GPT (vote: Mia, confidence 80%): Mia used evidence.',
  participant1Stance: 'Cats are better',
  participant2Stance: 'Dogs are better',
  participant1Arguments: [],
  participant2Arguments: [],
  winnerReason: 'Mia backed every claim',
  loserReason: 'Theo should answer directly',
  createdAt: 2,
  judgeBreakdown: [
    {
      judge: 'Judge GPT',
      model: 'local-demo-judge',
      status: 'success',
      vote: 'Mia',
      confidence: 80,
      analysis: 'Mia used evidence.',
      demo: true,
    },
    {
      judge: 'Judge DeepSeek',
      model: 'deepseek-chat',
      status: 'failed',
      error: 'DeepSeek API error: 500 - down',
      demo: true,
    },
    {
      judge: 'Judge Grok',
      model: 'local-demo-judge',
      status: 'success',
      vote: 'Mia',
      confidence: 70,
      demo: true,
    },
  ],
  votingSummary: {
    votes: { Mia: 2, Theo: 0, Draw: 0 },
    confidence: { Mia: 150, Theo: 0, Draw: 0 },
    totalJudges: 3,
    successfulJudges: 2,
  },
};

/** The panel in a router whose debate room shows which debate it is. */
function renderWith(chat: Chat) {
  const tree = (value: Chat) => (
    <MemoryRouter initialEntries={['/debate/d1']}>
      <Routes>
        <Route path="/debate/d1" element={<EvaluationPanel chat={value} />} />
        <Route path="/debate/:id" element={<DebateId />} />
        <Route path="/home" element={<p>home screen</p>} />
      </Routes>
    </MemoryRouter>
  );
  const view = render(tree(chat));
  return { ...view, rerender: (value: Chat) => view.rerender(tree(value)) };
}

function Leave() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/home')}>
      leave
    </button>
  );
}

function GoBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      back
    </button>
  );
}

function DebateId() {
  return <p>debate {useParams().id}</p>;
}

function renderPanel(chat: Chat, foldRequest = false) {
  const view = render(
    <MemoryRouter initialEntries={['/debate/d1']}>
      <Routes>
        <Route
          path="/debate/:id"
          element={<EvaluationPanel chat={chat} foldRequest={foldRequest} />}
        />
        <Route path="/home" element={<p>home screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
  push({});
  return view;
}

beforeEach(() => {
  data.setEvaluationAgreement.mockReset().mockResolvedValue(undefined);
  data.evaluateDebate.mockReset();
  data.fetchDebateResult.mockReset().mockResolvedValue(RESULT);
  rating.move = PROVISIONAL_WIN;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('EvaluationPanel: request and agreement', () => {
  test("'Request AI Evaluation' asks for it with the user's own agreement", async () => {
    renderPanel(debate());
    await userEvent.click(screen.getByRole('button', { name: 'Request AI Evaluation' }));
    expect(data.setEvaluationAgreement).toHaveBeenCalledWith('d1', true);
  });

  test('folded (the room’s details closed while it runs), only the bare request waits', () => {
    const { unmount } = renderPanel(debate(), true);
    expect(screen.queryByRole('region', { name: 'AI evaluation' })).toBeNull();
    unmount();
    // Once someone asked, the other is asked to agree wherever the room's details are.
    renderPanel(debate({ evaluationRequested: true, evaluationReadiness: { them: true } }), true);
    expect(screen.getByRole('button', { name: 'Agree to Evaluate' })).toBeInTheDocument();
  });

  test("'Agree to Evaluate' and 'Agreed' toggle the user's own agreement", async () => {
    const { unmount } = renderPanel(
      debate({ evaluationRequested: true, evaluationReadiness: { them: true } }),
    );
    const agree = screen.getByRole('button', { name: 'Agree to Evaluate' });
    expect(agree).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('evaluation-agreed-count')).toHaveTextContent('1/2 agreed');
    expect(screen.queryByRole('button', { name: 'Start AI Evaluation' })).toBeNull();
    await userEvent.click(agree);
    expect(data.setEvaluationAgreement).toHaveBeenLastCalledWith('d1', true);
    unmount();

    renderPanel(debate({ evaluationRequested: true, evaluationReadiness: { me: true } }));
    const agreed = screen.getByRole('button', { name: 'Agreed' });
    expect(agreed).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(agreed);
    expect(data.setEvaluationAgreement).toHaveBeenLastCalledWith('d1', false);
  });

  test('shows why an agreement failed', async () => {
    data.setEvaluationAgreement.mockRejectedValue(
      new Error('Failed to update evaluation request. Please try again.'),
    );
    renderPanel(debate());
    await userEvent.click(screen.getByRole('button', { name: 'Request AI Evaluation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update evaluation request. Please try again.',
    );
  });

  test('the request is busy while the server works, and needs the network', async () => {
    let finish: (value: unknown) => void = () => undefined;
    data.setEvaluationAgreement.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { unmount } = renderPanel(debate());
    await userEvent.click(screen.getByRole('button', { name: 'Request AI Evaluation' }));
    const busy = screen.getByRole('button', { name: 'Request AI Evaluation' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    await act(async () => finish({ agreed: true, completed: false }));
    expect(screen.getByRole('button', { name: 'Request AI Evaluation' })).toBeEnabled();
    unmount();

    data.setEvaluationAgreement.mockClear();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderPanel(debate());
      await userEvent.click(screen.getByRole('button', { name: 'Request AI Evaluation' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You are offline. Connect to the internet to request or agree to the evaluation.',
      );
      expect(data.setEvaluationAgreement).not.toHaveBeenCalled();
    } finally {
      online.mockRestore();
    }
  });

  test('is hidden before the debate starts', () => {
    renderPanel(debate({ debateStatus: 'waiting_to_start' }));
    expect(screen.queryByRole('button', { name: 'Request AI Evaluation' })).toBeNull();
  });
});

describe('EvaluationPanel: the evaluation', () => {
  const agreed = () =>
    debate({
      status: 'completed',
      evaluationRequested: true,
      evaluationReadiness: { me: true, them: true },
    });

  test('Start runs it: the button reads Evaluating Debate... and the progress modal opens', async () => {
    let finish: (value: unknown) => void = () => undefined;
    data.evaluateDebate.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderPanel(agreed());

    await userEvent.click(screen.getByRole('button', { name: 'Start AI Evaluation' }));

    expect(data.evaluateDebate).toHaveBeenCalledWith('d1');
    const dialog = screen.getByRole('dialog', { name: 'AI judges at work' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByTestId('evaluation-stage')).toHaveTextContent(
      'Initializing debate evaluation...',
    );
    expect(
      screen.getByRole('button', { name: 'Evaluating Debate...', hidden: true }),
    ).toBeDisabled();

    push({
      inProgress: true,
      progress: 45,
      stage: 'Consulting Judge DeepSeek...',
      judges: { gpt: 'done', deepseek: 'failed', grok: 'waiting' },
    });
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    expect(within(dialog).getByText('45%')).toBeInTheDocument();
    expect(within(dialog).getByTestId('judge-gpt')).toHaveTextContent('Done');
    expect(within(dialog).getByTestId('judge-deepseek')).toHaveTextContent('Failed');
    expect(within(dialog).getByTestId('judge-grok')).toHaveTextContent('Waiting');

    push({ inProgress: true, progress: 100, verdict: { winner: 'Mia', winnerId: 'me' } });
    expect(within(dialog).getByTestId('evaluation-stage')).toHaveTextContent(
      'Evaluation complete! Preparing results...',
    );
    await act(async () => finish({}));
    push({ verdict: { winner: 'Mia', winnerId: 'me' } });
    // The screen holds the completed progress for 800 ms (SPEC §4): the server no longer does.
    // The 800 ms are proven with fake timers (the next test); here the wait leaves room for a
    // starved worker: at 2 s, a fresh-clone run of .ci/run on 1bb2097 (the unit tests at nice 5
    // beside the busy lanes) had rendered the outcome dialog but not yet opened it.
    expect(
      await screen.findByRole('dialog', { name: 'Congratulations! You Won!' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'AI judges at work' })).toBeNull();
  });

  test('the completed progress stays 800 ms after the server clears it, at 100 %, then the outcome', () => {
    vi.useFakeTimers();
    renderPanel(agreed());
    push({ inProgress: true, progress: 65, stage: 'Consulting Judge Grok...' });
    // The server stores the verdict and clears its progress at once (one snapshot here).
    push({
      judges: { gpt: 'done', deepseek: 'done', grok: 'done' },
      verdict: { winner: 'Mia', winnerId: 'me' },
    });
    const dialog = screen.getByRole('dialog', { name: 'AI judges at work' });
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(dialog).getByTestId('evaluation-stage')).toHaveTextContent(
      'Evaluation complete! Preparing results...',
    );
    act(() => vi.advanceTimersByTime(790));
    expect(screen.getByRole('dialog', { name: 'AI judges at work' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Congratulations! You Won!' })).toBeNull();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.queryByRole('dialog', { name: 'AI judges at work' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Congratulations! You Won!' })).toBeInTheDocument();
  });

  test('a verdict already there when the room opens shows no progress', () => {
    renderPanel(debate({ status: 'completed', debateStatus: 'completed', winner: 'Mia' }));
    push({ verdict: { winner: 'Mia', winnerId: 'me' } });
    expect(screen.queryByRole('dialog', { name: 'AI judges at work' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Congratulations! You Won!' })).toBeInTheDocument();
  });

  test('the other debater sees the same progress from the chat document alone', () => {
    renderPanel(agreed());
    push({ inProgress: true, progress: 20, stage: 'Consulting Judge GPT...' });
    expect(screen.getByRole('dialog', { name: 'AI judges at work' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    expect(data.evaluateDebate).not.toHaveBeenCalled();
  });

  test('animates every 500 ms by at most 15, never past 85, while the server is silent', () => {
    vi.useFakeTimers();
    renderPanel(agreed());
    push({ inProgress: true, progress: 0 });
    let last = 0;
    for (let tick = 0; tick < 30; tick++) {
      act(() => vi.advanceTimersByTime(500));
      const now = Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
      expect(now - last).toBeGreaterThanOrEqual(0);
      expect(now - last).toBeLessThanOrEqual(15);
      last = now;
    }
    expect(last).toBeLessThanOrEqual(85);
    expect(last).toBeGreaterThan(40);
  });

  test("a failure reads 'Failed to evaluate debate: {reason}' and clears the progress", async () => {
    data.evaluateDebate.mockRejectedValue(
      new Error('Multi-judge evaluation failed: All AI judges failed to evaluate the debate'),
    );
    renderPanel(agreed());
    await userEvent.click(screen.getByRole('button', { name: 'Start AI Evaluation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to evaluate debate: Multi-judge evaluation failed: All AI judges failed to evaluate the debate',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start AI Evaluation' })).toBeEnabled();
  });

  test("the other debater sees the run's failure too", () => {
    renderPanel(agreed());
    push({ failure: 'Multi-judge evaluation failed: All AI judges failed to evaluate the debate' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to evaluate debate: Multi-judge evaluation failed',
    );
  });
});

describe('EvaluationPanel: the outcome', () => {
  const judged = (winnerId: string | null, winner: string) => {
    renderPanel(debate({ status: 'completed', debateStatus: 'completed', winner }));
    push({ verdict: { winner, winnerId } });
  };

  test('the winner popup, once per visit, with focus on View Full Results', async () => {
    judged('me', 'Mia');
    const dialog = screen.getByRole('dialog', { name: 'Congratulations! You Won!' });
    expect(within(dialog).getByRole('button', { name: 'View Full Results' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    push({ verdict: { winner: 'Mia', winnerId: 'me' } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'View Full Results' })).toBeInTheDocument();
  });

  test('closed, it stays closed through a remount of the room; a new visit shows it again', async () => {
    const chat = debate({ status: 'completed', debateStatus: 'completed', winner: 'Theo' });
    const tree = (mount: number) => (
      <MemoryRouter initialEntries={['/debate/d1']}>
        <Routes>
          <Route path="/debate/:id" element={<EvaluationPanel key={mount} chat={chat} />} />
          <Route path="/home" element={<GoBack />} />
        </Routes>
        <Leave />
      </MemoryRouter>
    );
    const view = render(tree(1));
    push({ verdict: { winner: 'Theo', winnerId: 'them' } });
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'You Lost This Debate' })).getByRole('button', {
        name: 'Close',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // The room's tree mounted afresh on the same visit (as its data arrives after a reload).
    view.rerender(tree(2));
    push({ verdict: { winner: 'Theo', winnerId: 'them' } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'View Full Results' })).toBeInTheDocument();
    // Home and back: a new visit.
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    push({ verdict: { winner: 'Theo', winnerId: 'them' } });
    expect(screen.getByRole('dialog', { name: 'You Lost This Debate' })).toBeInTheDocument();
  });

  test('the loser and draw popups', () => {
    judged('them', 'Theo');
    expect(screen.getByRole('dialog', { name: 'You Lost This Debate' })).toHaveTextContent(
      'The AI judges chose Theo',
    );
    cleanup();
    judged(null, 'Draw');
    expect(screen.getByRole('dialog', { name: "It's a Draw!" })).toBeInTheDocument();
  });

  test('Back to Home leaves the debate', async () => {
    judged('them', 'Theo');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(screen.getByText('home screen')).toBeInTheDocument();
  });

  test('Back to Home under the full results leaves the debate too', async () => {
    judged('them', 'Theo');
    await userEvent.click(screen.getByRole('button', { name: 'View Full Results' }));
    const dialog = await screen.findByRole('dialog', { name: 'Debate Results' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Home' }));
    expect(screen.getByText('home screen')).toBeInTheDocument();
  });

  test('View Full Results shows winner, stances, reasons, the judge panel and the analysis', async () => {
    judged('me', 'Mia');
    await userEvent.click(screen.getByRole('button', { name: 'View Full Results' }));
    const dialog = await screen.findByRole('dialog', { name: 'Debate Results' });
    expect(within(dialog).getByTestId('results-winner')).toHaveTextContent('Mia (you)');
    expect(await within(dialog).findByText('+162 \u2192 1662?')).toBeVisible();
    expect(dialog).toHaveTextContent('Cats are better');
    expect(dialog).toHaveTextContent('Dogs are better');
    expect(within(dialog).getByRole('heading', { name: 'What the winner did well' })).toBeVisible();
    expect(dialog).toHaveTextContent('Mia backed every claim');
    expect(within(dialog).getByRole('heading', { name: 'Areas for improvement' })).toBeVisible();
    expect(dialog).toHaveTextContent('Theo should answer directly');
    expect(dialog).toHaveTextContent('2 of 3 judges delivered a verdict.');
    const verdicts = within(dialog).getAllByTestId('judge-verdict');
    expect(verdicts[0]).toHaveTextContent('Judge GPT');
    expect(verdicts[0]).toHaveTextContent('Local demo judge');
    expect(verdicts[0]).toHaveTextContent('Vote: Mia · Confidence: 80%');
    expect(verdicts[1]).toHaveTextContent('Failed: DeepSeek API error: 500 - down');
    expect(within(dialog).getByRole('heading', { name: 'Complete analysis' })).toBeVisible();
    expect(dialog).toHaveTextContent('Judge GPT (vote: Mia, confidence 80%)');
    expect(data.fetchDebateResult).toHaveBeenCalledWith('d1');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'View Full Results' })).toHaveFocus();
  });

  // The first read of the result, answered when the test says.
  const firstReadPending = () => {
    let answer: (result: DebateResultView | null) => void = () => undefined;
    data.fetchDebateResult
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
      .mockResolvedValue(RESULT);
    return (result: DebateResultView | null) => act(async () => answer(result));
  };

  test('opening the results reads again a result that could not be read yet', async () => {
    const answerFirstRead = firstReadPending();
    judged('me', 'Mia');
    await answerFirstRead(null);
    await userEvent.click(screen.getByRole('button', { name: 'View Full Results' }));
    const dialog = await screen.findByRole('dialog', { name: 'Debate Results' });
    expect(await within(dialog).findByTestId('results-winner')).toHaveTextContent('Mia');
    expect(data.fetchDebateResult).toHaveBeenCalledTimes(2);
  });

  test('a result not readable yet while the results are open offers another try', async () => {
    const answerFirstRead = firstReadPending();
    judged('me', 'Mia');
    await userEvent.click(screen.getByRole('button', { name: 'View Full Results' }));
    const dialog = await screen.findByRole('dialog', { name: 'Debate Results' });
    await answerFirstRead(null);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The results are not available yet.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTestId('results-winner')).toHaveTextContent('Mia');
  });
});

describe('EvaluationPanel: no contest', () => {
  test("a debate too short to judge says 'No contest' and offers no evaluation or outcome", async () => {
    data.evaluateDebate.mockResolvedValue({ noContest: true });
    renderPanel(
      debate({
        evaluationRequested: true,
        evaluationReadiness: { me: true, them: true },
        status: 'completed',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start AI Evaluation' }));
    push({ noContest: true });

    const banner = await screen.findByTestId('no-contest');
    expect(banner).toHaveTextContent('No contest: both sides need at least 2 messages');
    expect(screen.queryByRole('button', { name: 'Start AI Evaluation' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'View Full Results' })).toBeNull();
  });
});

describe('EvaluationPanel: too short to judge, said before anyone ends it', () => {
  let n = 0;
  /** A message of the debate d1 as the device holds it (sent at `at`, or still on its way). */
  function message(senderId: string, content: string, at: number | 'queued' | 'failed') {
    n += 1;
    const id = `m${n}`;
    const sent = typeof at === 'number';
    return {
      id,
      chatId: 'd1',
      senderId,
      senderPhone: '',
      content,
      timestamp: sent ? at : null,
      state: sent ? ('sent' as const) : at,
      clientTime: 5_000 + n,
      order: sent ? sentOrder(at, id) : pendingOrder(5_000 + n, id),
    };
  }
  const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
  afterEach(() => localDb('me').messages.clear());

  test('what each side still has to write, counting from the start; enough from both and it goes', async () => {
    await localDb('me').messages.bulkPut([
      // Before the start (the pre-start chat): the judges never read it.
      message('them', words(60), 500),
      message('them', words(60), 900),
      message('me', 'Tea has less caffeine and more variety.', 2_000),
      message('them', 'Coffee wakes you up.', 3_000),
      // Refused by the server: never judged.
      message('me', words(60), 'failed'),
    ]);
    renderPanel(
      debate({
        debateStartTime: 1_000,
        evaluationRequested: true,
        evaluationReadiness: { me: true, them: true },
      }),
    );
    const warning = await screen.findByTestId('too-short');
    expect(warning).toHaveTextContent(
      'Too short for the judges so far: each side needs at least 2 messages and 40 words. You need 1 more message and 33 more words; your opponent needs 1 more message and 36 more words. Ended like this, it is a no contest: nobody wins or loses.',
    );
    expect(
      within(screen.getByRole('region', { name: 'AI evaluation' })).getByTestId('too-short'),
    ).toBe(warning);

    // A message still on its way counts: it will carry a time after the start.
    await act(() => localDb('me').messages.put(message('me', words(40), 'queued')));
    await waitFor(() =>
      expect(screen.getByTestId('too-short')).toHaveTextContent(
        'You have written enough; your opponent needs 1 more message and 36 more words.',
      ),
    );
    await act(() => localDb('me').messages.put(message('them', words(36), 4_000)));
    await waitFor(() => expect(screen.queryByTestId('too-short')).toBeNull());
  });

  test('the bare request says it too, before anyone asked', async () => {
    await localDb('me').messages.put(message('me', words(50), 2_000));
    renderPanel(debate({ debateStartTime: 1_000 }));
    expect(await screen.findByTestId('too-short')).toHaveTextContent(
      'You need 1 more message; your opponent needs 2 more messages and 40 more words.',
    );
    expect(screen.getByRole('button', { name: 'Request AI Evaluation' })).toBeEnabled();
  });
});

describe('EvaluationPanel: the verdict moment (rating change, Rematch, Share)', () => {
  const finished = (fields: Partial<Chat> = {}) =>
    debate({
      status: 'completed',
      debateStatus: 'completed',
      winner: 'Mia',
      participantDetails: { me: { displayName: 'Mia' }, them: { displayName: 'Theo' } },
      ...fields,
    });

  beforeEach(() => {
    rematch.offerRematch.mockReset().mockResolvedValue('r1');
    rematch.acceptDebateRequest.mockReset().mockResolvedValue('d2');
    rematch.declineChallenge.mockReset().mockResolvedValue(undefined);
    rating.move = null;
  });

  test("shows the rating change as '+16 → 1516'", async () => {
    rating.move = { before: 1500, after: 1516, change: 16, ratingDeviation: 80 };
    renderPanel(finished());
    push({ verdict: { winner: 'Mia', winnerId: 'me' } });
    const dialog = screen.getByRole('dialog', { name: 'Congratulations! You Won!' });
    expect(await within(dialog).findByText('+16 \u2192 1516')).toBeVisible();
    expect(dialog).toHaveTextContent('Your rating: +16 \u2192 1516');
    expect(dialog).not.toHaveTextContent('Provisional');
  });

  test("a rating still provisional after the debate is marked '?'", async () => {
    rating.move = { before: 1500, after: 1662, change: 162, ratingDeviation: 290 };
    renderPanel(finished());
    push({ verdict: { winner: 'Mia', winnerId: 'me' } });
    expect(await screen.findByText('+162 \u2192 1662?')).toBeVisible();
    // What the '?' means, said under it; an established rating has no such line.
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Provisional (“?”) until it settles, after a few more rated debates.',
    );
  });

  test('a loss shows a true minus; an unrated debate shows no rating line', async () => {
    rating.move = { before: 1500, after: 1484, change: -16, ratingDeviation: 80 };
    renderPanel(finished());
    push({ verdict: { winner: 'Theo', winnerId: 'them' } });
    expect(await screen.findByText('\u221216 \u2192 1484')).toBeVisible();
    cleanup();
    rating.move = null;
    renderPanel(finished());
    push({ verdict: { winner: 'Theo', winnerId: 'them' } });
    const dialog = screen.getByRole('dialog', { name: 'You Lost This Debate' });
    expect(dialog).not.toHaveTextContent('Your rating');
  });

  test('Rematch offers it in one tap; the debate then says it waits for the opponent', async () => {
    const { rerender } = renderWith(finished());
    push({ verdict: { winner: 'Mia', winnerId: 'me' } });
    const dialog = screen.getByRole('dialog', { name: 'Congratulations! You Won!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rematch' }));
    expect(rematch.offerRematch).toHaveBeenCalledWith('d1');
    // The function writes the offer on the chat; the room follows it live.
    rerender(
      finished({ rematch: { requestId: 'r1', fromUid: 'me', toUid: 'them', status: 'offered' } }),
    );
    expect(dialog).toHaveTextContent('Rematch offered, with the sides swapped. Theo can accept it');
    expect(within(dialog).queryByRole('button', { name: 'Rematch' })).toBeNull();
  });

  test("the opponent's offer is accepted in one tap and opens the new debate", async () => {
    renderWith(
      finished({ rematch: { requestId: 'r1', fromUid: 'them', toUid: 'me', status: 'offered' } }),
    );
    push({ verdict: { winner: 'Mia', winnerId: 'me' } });
    const dialog = screen.getByRole('dialog', { name: 'Congratulations! You Won!' });
    expect(dialog).toHaveTextContent('Theo wants a rematch, with the sides swapped.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept rematch' }));
    expect(rematch.acceptDebateRequest).toHaveBeenCalledWith('r1');
    expect(await screen.findByText('debate d2')).toBeInTheDocument();
  });

  test('the rematch stays in the result banner once the popup is closed; Decline answers it', async () => {
    renderPanel(
      finished({ rematch: { requestId: 'r1', fromUid: 'them', toUid: 'me', status: 'offered' } }),
    );
    push({ verdict: { winner: 'Mia', winnerId: 'me' } });
    await userEvent.keyboard('{Escape}');
    const banner = screen.getByRole('region', { name: 'Debate result' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Decline' }));
    expect(rematch.declineChallenge).toHaveBeenCalledWith('r1');
  });

  test('Share is offered for a public debate only', () => {
    renderPanel(finished({ isPublic: true }));
    push({ verdict: { winner: 'Mia', winnerId: 'me' } });
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    cleanup();
    renderPanel(finished());
    push({ verdict: { winner: 'Mia', winnerId: 'me' } });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });
});
