import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import type { Chat } from '@/domain/model';

// The server has no public debate: watchPublicDebates hands on an empty, complete list.
vi.mock('@/data/public-debates', () => ({
  watchPublicDebates: (_viewer: string, onChats: (chats: Chat[], complete: boolean) => void) => {
    onChats([], true);
    return () => undefined;
  },
}));
vi.mock('@/hooks/use-session', () => ({ useSignedInUser: () => ({ uid: 'viewer' }) }));

const { WatchDebatesSection } = await import('./watch-debates-section');

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

afterEach(cleanup);

test('with no public debate it says so and leads on to the form that starts one', async () => {
  render(
    <MemoryRouter initialEntries={['/home?section=watch-debates']}>
      <Routes>
        <Route
          path="/home"
          element={
            <>
              <WatchDebatesSection />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByText('No public debates yet')).toBeInTheDocument();
  expect(
    screen.getByText('Tick ‘Public debate: anyone can watch’ when you start one.'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Start a Debate' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/home?section=create-debate');
});
