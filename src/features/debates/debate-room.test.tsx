import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Chat } from '@/domain/model';

const NOW = 1_700_000_000_000;

const data = vi.hoisted(() => ({
  setDebateReadiness: vi.fn(),
  markDebateTimeUp: vi.fn(),
  exitDebate: vi.fn(),
  // The server's clock agrees with the device here; debate-clock.test.tsx covers an offset.
  fetchServerTime: vi.fn(async () => Date.now()),
}));

vi.mock('@/data/debates', () => data);
vi.mock('@/hooks/use-session', () => ({
  useSignedInUser: () => ({ uid: 'me', phoneNumber: '+15550000001' }),
}));

const { DebateCountdown } = await import('./debate-countdown');
const { DebateDetails } = await import('./debate-details');
const { DebateMotion } = await import('./debate-motion');
const { DebateSideLine } = await import('./debate-side-line');
const { DebateStrip, debateLockedReason } = await import('./debate-strip');

/** The room's debate parts as src/app/routes/debate.tsx places them (header, details, strip). */
function DebateTop({ chat, spectator = false }: { chat: Chat; spectator?: boolean }) {
  return (
    <>
      {!spectator && <DebateSideLine chat={chat} />}
      <DebateCountdown chat={chat} readOnly={spectator} />
      <DebateDetails chat={chat} />
      <DebateStrip chat={chat} spectator={spectator} />
    </>
  );
}

function debate(overrides: Partial<Chat> = {}): Chat {
  return {
    id: 'chat-1',
    participants: ['me', 'them'],
    participantDetails: {
      me: { phoneNumber: '+15550000001' },
      them: { phoneNumber: '+15550000002' },
    },
    isDebate: true,
    status: 'active',
    createdAt: NOW - 60_000,
    debateTopic: 'Cats are better than dogs',
    creatorStance: 'Cats, because they are independent',
    debateRequestId: 'req-1',
    debateTimeLimit: 15,
    debateStartTime: null,
    debateEndTime: null,
    debateStatus: 'waiting_to_start',
    participantReadiness: { me: false, them: false },
    evaluationReadiness: { me: false, them: false },
    ...overrides,
  };
}

function running(secondsLeft: number, overrides: Partial<Chat> = {}): Chat {
  const end = NOW + secondsLeft * 1000;
  return debate({
    debateStatus: 'in_progress',
    debateStartTime: end - 15 * 60_000,
    debateEndTime: end,
    participantReadiness: { me: true, them: true },
    ...overrides,
  });
}

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderTop(chat: Chat) {
  const view = render(
    <MemoryRouter initialEntries={['/debate/chat-1']}>
      <Routes>
        <Route path="/debate/:chatId" element={<DebateTop chat={chat} />} />
        <Route path="/home" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return {
    rerender: (next: Chat) =>
      view.rerender(
        <MemoryRouter initialEntries={['/debate/chat-1']}>
          <Routes>
            <Route path="/debate/:chatId" element={<DebateTop chat={next} />} />
          </Routes>
        </MemoryRouter>,
      ),
  };
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  data.setDebateReadiness.mockReset().mockResolvedValue(undefined);
  data.markDebateTimeUp.mockReset().mockResolvedValue(undefined);
  data.exitDebate.mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the room: topic, positions and sides', () => {
  test("shows the topic and the creator's position, marked as mine for the creator", () => {
    renderTop(debate());
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Cats are better than dogs',
    );
    expect(screen.getByText('Cats, because they are independent')).toBeInTheDocument();
    expect(screen.getByText(/Creator’s position \(yours\)/)).toBeInTheDocument();
    cleanup();
    renderTop(debate({ participants: ['them', 'me'] }));
    expect(screen.getByText('Creator’s position')).toBeInTheDocument();
    expect(screen.getByText('The other side (yours)')).toBeInTheDocument();
  });

  test('tells each debater their side, before and during the debate', () => {
    renderTop(debate());
    expect(screen.getByTestId('debate-side')).toHaveTextContent('You argue For');
    cleanup();
    renderTop(running(600, { participants: ['them', 'me'] }));
    expect(screen.getByTestId('debate-side')).toHaveTextContent('You argue Against');
  });

  test('once it is over, says which side each debater argued', () => {
    renderTop(running(14 * 60, { status: 'completed', debateEndedEarlyAt: NOW }));
    expect(screen.getByTestId('debate-side')).toHaveTextContent(/^You argued For$/);
    cleanup();
    renderTop(running(-10, { status: 'completed', participants: ['them', 'me'] }));
    expect(screen.getByTestId('debate-side')).toHaveTextContent(/^You argued Against$/);
  });

  test('names the creator’s position For and the other side Against, in words', () => {
    renderTop(debate());
    expect(screen.getByText('Creator’s position (yours)').parentElement).toHaveTextContent(
      /^For Creator’s position \(yours\)$/,
    );
    expect(screen.getByText('The other side').parentElement).toHaveTextContent(
      /^Against The other side$/,
    );
  });

  test('a rematch the creator turned: the position under For, argued by the acceptor', () => {
    renderTop(debate({ creatorStance: 'Against: Cats, because they are independent' }));
    expect(screen.getByTestId('debate-side')).toHaveTextContent('You argue Against');
    expect(screen.getByText('The position').parentElement).toHaveTextContent(/^For The position$/);
    expect(screen.getByText('Cats, because they are independent')).toBeInTheDocument();
    expect(screen.getByText('Creator’s side (yours)').parentElement).toHaveTextContent(
      /^Against Creator’s side \(yours\)$/,
    );
    expect(screen.getByText('The creator argues against this position.')).toBeInTheDocument();
    cleanup();
    renderTop(
      debate({
        participants: ['them', 'me'],
        creatorStance: 'Against: Cats, because they are independent',
      }),
    );
    expect(screen.getByTestId('debate-side')).toHaveTextContent('You argue For');
    expect(screen.getByText('The position (yours)')).toBeInTheDocument();
  });

  test('folds a long position and unfolds it on demand', () => {
    renderTop(debate({ creatorStance: 'x'.repeat(400) }));
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('the room while nobody has argued: the motion', () => {
  test('the whole topic, my side and the position it is for or against', () => {
    render(<DebateMotion chat={debate()} />);
    const motion = screen.getByTestId('debate-motion');
    expect(motion).toHaveTextContent(
      'Cats are better than dogsYou argue For the position:Cats, because they are independent',
    );
    cleanup();
    render(<DebateMotion chat={debate({ participants: ['them', 'me'] })} />);
    expect(screen.getByTestId('debate-motion')).toHaveTextContent(
      'You argue Against the position:Cats, because they are independent',
    );
  });

  test("a rematch's turned stance: the position without its 'Against: '", () => {
    render(
      <DebateMotion
        chat={debate({
          participants: ['them', 'me'],
          creatorStance: 'Against: Cats, because they are independent',
        })}
      />,
    );
    expect(screen.getByTestId('debate-motion')).toHaveTextContent(
      'You argue For the position:Cats, because they are independent',
    );
  });

  test("against a curated motion, the Against side's own case under the position", () => {
    const motion = {
      id: 'm1',
      category: 'technology',
      title: 'Smartphones should be banned in schools',
      for: 'Phones in class distract pupils.',
      against: 'Phones are tools for learning.',
    };
    const paired = { debateTopic: motion.title, creatorStance: motion.for, motion };
    render(<DebateMotion chat={debate({ ...paired, participants: ['them', 'me'] })} />);
    expect(screen.getByTestId('debate-motion')).toHaveTextContent(
      'You argue Against the position:Phones in class distract pupils.Your case: Phones are tools for learning.',
    );
    cleanup();
    render(<DebateMotion chat={debate(paired)} />);
    expect(screen.getByTestId('debate-motion')).toHaveTextContent(
      'You argue For the position:Phones in class distract pupils.',
    );
    expect(screen.getByTestId('debate-motion')).not.toHaveTextContent('Your case');
  });

  test('nothing for someone who is not a debater', () => {
    render(<DebateMotion chat={debate({ participants: ['a', 'b'] })} />);
    expect(screen.queryByTestId('debate-motion')).toBeNull();
  });
});

describe('the room: waiting to start', () => {
  test('shows the ready count and my Ready to Debate toggle, which marks only me', () => {
    renderTop(debate({ participantReadiness: { me: false, them: true } }));
    expect(screen.getByTestId('ready-count')).toHaveTextContent('1/2 ready');
    const toggle = screen.getByRole('button', { name: 'Ready to Debate' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(data.setDebateReadiness).toHaveBeenCalledWith('chat-1', true);
    // The clock shows the time the debate will get; it runs only from the start.
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Time Remaining').parentElement).toHaveTextContent('15:00');
  });

  test('once ready reads Ready, pressed, and un-readies on a click', () => {
    renderTop(debate({ participantReadiness: { me: true, them: false } }));
    const toggle = screen.getByRole('button', { name: 'Ready' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toggle);
    expect(data.setDebateReadiness).toHaveBeenCalledWith('chat-1', false);
  });

  test("says 'Failed to update readiness. Please try again.' when the write is refused", async () => {
    data.setDebateReadiness.mockRejectedValue(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    renderTop(debate());
    fireEvent.click(screen.getByRole('button', { name: 'Ready to Debate' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to update readiness. Please try again.',
    );
  });

  test('shows the asked-for state, busy, while the server works, then the live state', async () => {
    let finish: (value: unknown) => void = () => undefined;
    data.setDebateReadiness.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const view = renderTop(debate({ participantReadiness: { me: false, them: false } }));
    fireEvent.click(screen.getByRole('button', { name: 'Ready to Debate' }));
    const busy = screen.getByRole('button', { name: 'Ready' });
    expect(busy).toHaveAttribute('aria-pressed', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    fireEvent.click(busy);
    expect(data.setDebateReadiness).toHaveBeenCalledTimes(1);
    await act(async () => finish({ ready: true, started: false }));
    view.rerender(debate({ participantReadiness: { me: true, them: false } }));
    await settle();
    expect(screen.getByRole('button', { name: 'Ready' })).toBeEnabled();
    expect(screen.queryByText('Saving…')).toBeNull();
  });

  test('says at once that readiness needs the network when offline', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderTop(debate());
      fireEvent.click(screen.getByRole('button', { name: 'Ready to Debate' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You are offline. Connect to the internet to change your readiness.',
      );
      expect(data.setDebateReadiness).not.toHaveBeenCalled();
    } finally {
      online.mockRestore();
    }
  });

  test("says 'Chat not found' when the chat is gone", async () => {
    data.setDebateReadiness.mockRejectedValue(
      Object.assign(new Error('Chat not found'), { code: 'functions/not-found' }),
    );
    renderTop(debate());
    fireEvent.click(screen.getByRole('button', { name: 'Ready to Debate' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Chat not found');
  });

  test('the confirmation tells the creator their request goes back to the open list', () => {
    renderTop(debate());
    fireEvent.click(screen.getByRole('button', { name: 'Exit Debate' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Exit this debate?' }),
    ).toHaveAccessibleDescription(
      'The debate room closes for both of you and your request goes back to the open list.',
    );
  });

  test('the confirmation tells the acceptor the request (not theirs) goes back to the list', () => {
    renderTop(debate({ participants: ['them', 'me'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Exit Debate' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Exit this debate?' });
    expect(dialog).toHaveAccessibleDescription(
      'The debate room closes for both of you. The request goes back to the open list, where anyone (you too) can accept it again.',
    );
    expect(dialog).not.toHaveTextContent(/your request/);
  });

  test('exits only after the confirmation, then goes to the browse list', async () => {
    renderTop(debate());
    fireEvent.click(screen.getByRole('button', { name: 'Exit Debate' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Exit this debate?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(data.exitDebate).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Exit Debate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, exit' }));
    expect(data.exitDebate).toHaveBeenCalledWith('chat-1');
    await settle();
    expect(screen.getByText('at /home?section=browse-debates')).toBeInTheDocument();
  });

  test("wraps a refused exit as 'Failed to exit debate: {reason}', with a fallback", async () => {
    data.exitDebate.mockRejectedValue(new Error('Cannot exit debate after it has started'));
    renderTop(debate());
    fireEvent.click(screen.getByRole('button', { name: 'Exit Debate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, exit' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to exit debate: Cannot exit debate after it has started',
    );
    cleanup();

    data.exitDebate.mockRejectedValue(new Error(''));
    renderTop(debate());
    fireEvent.click(screen.getByRole('button', { name: 'Exit Debate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, exit' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to exit debate. Please try again.');
  });
});

describe('the room: the countdown', () => {
  test("shows 'Time Remaining' in m:ss and ticks every second", () => {
    renderTop(running(14 * 60 + 5));
    expect(screen.getByText('Time Remaining')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time Remaining' })).toHaveTextContent('14:05');
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('timer')).toHaveTextContent('14:02');
    expect(screen.getByTestId('debate-clock')).not.toHaveClass('debate-clock--urgent');
    expect(screen.queryByRole('button', { name: 'Ready to Debate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exit Debate' })).toBeNull();
  });

  test('turns red and announces at 300 seconds or less', () => {
    renderTop(running(301));
    expect(screen.getByTestId('debate-clock')).not.toHaveClass('debate-clock--urgent');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('5:00');
    expect(screen.getByTestId('debate-clock')).toHaveClass('debate-clock--urgent');
    expect(screen.getByRole('status')).toHaveTextContent('Five minutes or less remaining.');
  });

  test('at zero marks the debate completed once and says it is over', async () => {
    const { rerender } = renderTop(running(2));
    expect(data.markDebateTimeUp).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2_000));
    await settle();
    expect(data.markDebateTimeUp).toHaveBeenCalledTimes(1);
    expect(data.markDebateTimeUp).toHaveBeenCalledWith('chat-1');
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(screen.getByRole('status')).toHaveTextContent('Time is up. The debate is over.');

    // The completed chat arrives: nothing more is written, and the room says it is over.
    rerender(running(-5, { status: 'completed' }));
    act(() => vi.advanceTimersByTime(5_000));
    await settle();
    expect(data.markDebateTimeUp).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('debate-side')).toHaveTextContent(/^You argued For$/);
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
  });

  test('a debate both ended early reads Ended early: no red 0:00, no Time is up', async () => {
    const end = NOW + 14 * 60_000;
    renderTop(running(14 * 60, { status: 'completed', debateEndedEarlyAt: NOW }));
    const clock = screen.getByTestId('debate-clock');
    expect(screen.getByRole('timer', { name: 'Time Remaining' })).toHaveTextContent('Ended early');
    expect(clock).not.toHaveClass('debate-clock--urgent');
    expect(clock).toHaveClass('debate-clock--early');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The debate ended early: both debaters agreed to stop.',
    );
    expect(screen.queryByText(/Time is up/)).toBeNull();
    // Long after its end time it still ended early, and nothing is marked.
    vi.setSystemTime(end + 3_600_000);
    act(() => vi.advanceTimersByTime(1_000));
    await settle();
    expect(screen.getByRole('timer')).toHaveTextContent('Ended early');
    expect(screen.queryByText('0:00')).toBeNull();
    expect(data.markDebateTimeUp).not.toHaveBeenCalled();
  });

  test('retries a refused completion with pauses, then reports it', async () => {
    data.markDebateTimeUp.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    renderTop(running(0));
    await settle();
    expect(data.markDebateTimeUp).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1_000));
    await settle();
    // Still within the first pause (2 s).
    expect(data.markDebateTimeUp).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 40; i++) {
      act(() => vi.advanceTimersByTime(1_000));
      await settle();
    }
    expect(data.markDebateTimeUp).toHaveBeenCalledTimes(5);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to end debate. Please try again.');
    data.markDebateTimeUp.mockResolvedValue(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    act(() => vi.advanceTimersByTime(1_000));
    await settle();
    expect(data.markDebateTimeUp).toHaveBeenCalledTimes(6);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('never writes for a debate judged or completed by someone else', async () => {
    renderTop(running(-10, { status: 'completed' }));
    act(() => vi.advanceTimersByTime(3_000));
    await settle();
    expect(data.markDebateTimeUp).not.toHaveBeenCalled();
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
  });
});

describe('debateLockedReason', () => {
  test('free while waiting (pre-start messages) and while the debate runs; locked once over', () => {
    expect(debateLockedReason(debate(), NOW)).toBeNull();
    expect(
      debateLockedReason(debate({ participantReadiness: { me: true, them: false } }), NOW),
    ).toBeNull();
    expect(debateLockedReason(running(60), NOW)).toBeNull();
    expect(debateLockedReason(running(60), NOW + 60_000)).toBe(
      'This debate is over. No more arguments can be sent.',
    );
    expect(debateLockedReason(running(60, { status: 'completed' }), NOW)).toBe(
      'This debate is over. No more arguments can be sent.',
    );
  });

  test("defaults to this device's estimate of the server's time", () => {
    expect(debateLockedReason(running(60))).toBeNull();
    expect(debateLockedReason(running(-1))).toBe(
      'This debate is over. No more arguments can be sent.',
    );
  });
});

describe('the room for a spectator (docs/decisions/0014-arena.md §3)', () => {
  function renderSpectator(chat: Chat) {
    return render(
      <MemoryRouter>
        <DebateTop chat={chat} spectator />
      </MemoryRouter>,
    );
  }

  test('a waiting debate shows no readiness button, only that the debaters get ready', () => {
    renderSpectator(debate({ participants: ['them', 'other'] }));
    expect(screen.queryByRole('button', { name: 'Ready' })).toBeNull();
    expect(screen.getByText('Waiting for both debaters to get ready.')).toBeInTheDocument();
    expect(screen.getByText('Creator’s position')).toBeInTheDocument();
  });

  test('the countdown runs but a spectator never marks the end', async () => {
    renderSpectator(running(2));
    expect(screen.getByRole('timer')).toHaveTextContent('0:02');
    act(() => vi.advanceTimersByTime(3_000));
    await settle();
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(data.markDebateTimeUp).not.toHaveBeenCalled();
    expect(screen.queryByTestId('debate-side')).toBeNull();
  });
});
