import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { DebateExit } from '@/domain/debate-exit';

const data = vi.hoisted(() => ({
  fetchDebateExit: vi.fn<(chatId: string) => Promise<DebateExit | null>>(),
}));
vi.mock('@/data/debates', () => data);
vi.mock('@/hooks/use-session', () => ({
  useSignedInUser: () => ({ uid: 'me', phoneNumber: '+15550000001' }),
}));

const { DebateExitNotice } = await import('./debate-exit-notice');

function exit(overrides: Partial<DebateExit> = {}): DebateExit {
  return {
    chatId: 'chat-1',
    participants: ['me', 'them'],
    exitedBy: 'them',
    exitedByName: 'Rita',
    debateTopic: 'Tabs or spaces',
    ...overrides,
  };
}

function renderNotice() {
  return render(
    <MemoryRouter>
      <DebateExitNotice chatId="chat-1" />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  data.fetchDebateExit.mockReset();
});

describe('DebateExitNotice', () => {
  test("says 'Name left the debate' with the topic and a way home, never 'Chat not found'", async () => {
    data.fetchDebateExit.mockResolvedValue(exit({ participants: ['them', 'me'] }));
    renderNotice();
    expect(screen.getByRole('status')).toHaveTextContent('Checking this debate…');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rita left the debate' }),
    ).toBeInTheDocument();
    expect(data.fetchDebateExit).toHaveBeenCalledWith('chat-1');
    expect(screen.getByText('Tabs or spaces')).toBeInTheDocument();
    expect(screen.getByText(/You can find another debate/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByText('Chat not found')).toBeNull();
  });

  test('to the creator who stayed it says their request is open again', async () => {
    data.fetchDebateExit.mockResolvedValue(exit({ participants: ['me', 'them'] }));
    renderNotice();
    expect(await screen.findByText(/Your request is back in the open list/)).toBeInTheDocument();
  });

  test('to the one who left it says so', async () => {
    data.fetchDebateExit.mockResolvedValue(exit({ exitedBy: 'me', exitedByName: 'Me' }));
    renderNotice();
    expect(
      await screen.findByRole('heading', { name: 'You left this debate' }),
    ).toBeInTheDocument();
  });

  test("without a notice, or when it cannot be read, it is 'Chat not found'", async () => {
    data.fetchDebateExit.mockResolvedValue(null);
    renderNotice();
    expect(await screen.findByRole('alert')).toHaveTextContent('Chat not found');
    cleanup();
    data.fetchDebateExit.mockRejectedValue(new Error('offline'));
    renderNotice();
    expect(await screen.findByRole('alert')).toHaveTextContent('Chat not found');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
  });
});
