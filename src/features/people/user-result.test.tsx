import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { UserResult } from './user-result';

afterEach(cleanup);

function renderResult(rating?: number) {
  render(
    <ul>
      <UserResult
        user={{ uid: 'u1', displayName: 'Dana', fallbackName: 'Dana0001', rating }}
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
  test('shows the rating the search returned', () => {
    expect(within(renderResult(1310)).getByText('Rating 1310')).toBeTruthy();
  });

  test('an older server’s answer without one reads as 1200', () => {
    expect(within(renderResult()).getByText('Rating 1200')).toBeTruthy();
  });
});
