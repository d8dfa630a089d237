import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ChoiceGroup } from './choice-group';

afterEach(cleanup);

const SIDES = [
  { value: 'for', label: 'For' },
  { value: null, label: 'Either' },
];

test('a group named by its legend, with the current value checked and a click reporting the new one', () => {
  const onChange = vi.fn();
  render(
    <ChoiceGroup
      legend="Your side"
      name="side"
      options={SIDES}
      value={null}
      onChange={onChange}
      className="practice__choices"
    />,
  );
  const group = screen.getByRole('group', { name: 'Your side' });
  expect(group).toHaveClass('choice-group', 'practice__choices');
  expect(screen.getByRole('radio', { name: 'Either' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'For' })).not.toBeChecked();
  fireEvent.click(screen.getByRole('radio', { name: 'For' }));
  expect(onChange).toHaveBeenCalledWith('for');
});
