import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { FoundUser } from '@/data/search';
import { UserResult } from './user-result';

afterEach(cleanup);

function renderResult(rating?: number, ratingDeviation?: number) {
  render(
    <ul>
      <UserResult
        // An older server's answer may lack the rating (the type says it is always there now).
        user={
          {
            uid: 'u1',
            displayName: 'Dana',
            fallbackName: 'Dana0001',
            rating,
            ratingDeviation,
          } as FoundUser
        }
        isContact={false}
        adding={false}
        chatPending={false}
        chatDisabled={false}
        onChat={vi.fn()}
        onAdd={vi.fn()}
      />
    </ul>,
  );
  return screen.getByRole('listitem', { name: 'Dana' });
}

describe('UserResult: rating', () => {
  test('shows the rating the search returned, with “?” while provisional', () => {
    expect(within(renderResult(1710, 80)).getByText('Rating 1710')).toBeTruthy();
    cleanup();
    expect(within(renderResult(1662, 290)).getByText('Rating 1662?')).toBeTruthy();
  });

  test('an answer without one reads as the provisional start, 1500?', () => {
    expect(within(renderResult()).getByText('Rating 1500?')).toBeTruthy();
  });
});
