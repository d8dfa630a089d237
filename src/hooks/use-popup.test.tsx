import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { usePopup } from './use-popup';

afterEach(cleanup);

function Popup({ onKeyA }: { onKeyA(): void }) {
  const inside = useRef<HTMLButtonElement>(null);
  const { open, setOpen, root, button, close, onKey } = usePopup(() => inside.current?.focus());
  return (
    <>
      <p>outside</p>
      <div ref={root}>
        <button ref={button} type="button" onClick={() => setOpen((o) => !o)}>
          Open
        </button>
        {open && (
          <div role="menu" onKeyDown={(event) => onKey(event, { a: onKeyA })}>
            <button ref={inside} type="button" onClick={close}>
              Inside
            </button>
          </div>
        )}
      </div>
    </>
  );
}

test('opening puts the focus inside; a pointer down within keeps it open, outside closes it', () => {
  render(<Popup onKeyA={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Inside' }));
  expect(screen.getByRole('menu')).toBeInTheDocument();
  fireEvent.pointerDown(screen.getByText('outside'));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('close and Escape give the focus back to the button; Tab only closes', () => {
  render(<Popup onKeyA={() => {}} />);
  const open = screen.getByRole('button', { name: 'Open' });
  fireEvent.click(open);
  fireEvent.click(screen.getByRole('button', { name: 'Inside' }));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(open).toHaveFocus();

  fireEvent.click(open);
  expect(fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })).toBe(false);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(open).toHaveFocus();

  fireEvent.click(open);
  const inside = screen.getByRole('button', { name: 'Inside' });
  // Tab keeps its default (not cancelled), so the browser moves the focus on.
  expect(fireEvent.keyDown(inside, { key: 'Tab' })).toBe(true);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test("the popup's own keys run with their default prevented; other keys pass through", () => {
  const onKeyA = vi.fn();
  render(<Popup onKeyA={onKeyA} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  const menu = screen.getByRole('menu');
  expect(fireEvent.keyDown(menu, { key: 'a' })).toBe(false);
  expect(onKeyA).toHaveBeenCalledOnce();
  expect(fireEvent.keyDown(menu, { key: 'b' })).toBe(true);
  expect(screen.getByRole('menu')).toBeInTheDocument();
});
