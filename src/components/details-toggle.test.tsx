import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { DetailsToggle } from './details-toggle';

afterEach(cleanup);

test('a button named by its text that says whether the details it controls are open', async () => {
  const onToggle = vi.fn();
  const user = userEvent.setup();
  const { rerender } = render(
    <h1>
      <DetailsToggle open={false} controls="details" onToggle={onToggle} describedBy="hint">
        Debate: Tea or coffee
      </DetailsToggle>
    </h1>,
  );
  const toggle = screen.getByRole('button', { name: 'Debate: Tea or coffee' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveAttribute('aria-controls', 'details');
  expect(toggle).toHaveAttribute('aria-describedby', 'hint');
  expect(screen.getByRole('heading', { name: 'Debate: Tea or coffee' })).toContainElement(toggle);

  await user.click(toggle);
  expect(onToggle).toHaveBeenCalledTimes(1);
  rerender(
    <h1>
      <DetailsToggle open controls="details" onToggle={onToggle}>
        Debate: Tea or coffee
      </DetailsToggle>
    </h1>,
  );
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).not.toHaveAttribute('aria-describedby');
});
