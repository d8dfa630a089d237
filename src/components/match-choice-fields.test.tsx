import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { MotionCategorySelect, TimeLimitChoice } from './match-choice-fields';

afterEach(cleanup);

test("'Time limit' offers 15 and 30 min", () => {
  const onChange = vi.fn();
  render(<TimeLimitChoice name="minutes" value={15} onChange={onChange} className="x" />);
  const group = screen.getByRole('group', { name: 'Time limit' });
  expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
    '15 min',
    '30 min',
  ]);
  expect(group).toContainElement(screen.getByRole('radio', { name: '15 min' }));
  expect(screen.getByRole('radio', { name: '15 min' })).toBeChecked();
  fireEvent.click(screen.getByRole('radio', { name: '30 min' }));
  expect(onChange).toHaveBeenCalledWith(30);
});

test("'Topic' offers any topic first, then each category, and reports a category or null", () => {
  const onChange = vi.fn();
  render(<MotionCategorySelect id="topic" value="economy" onChange={onChange} className="x" />);
  const select = screen.getByLabelText('Topic');
  expect(select).toHaveValue('economy');
  expect(select.parentElement).toHaveClass('field', 'x');
  expect(screen.getAllByRole('option')[0]).toHaveTextContent('Any topic');
  expect(screen.getByRole('option', { name: 'Culture & sport' })).toHaveValue('culture');
  fireEvent.change(select, { target: { value: 'culture' } });
  expect(onChange).toHaveBeenLastCalledWith('culture');
  fireEvent.change(select, { target: { value: '' } });
  expect(onChange).toHaveBeenLastCalledWith(null);
});
