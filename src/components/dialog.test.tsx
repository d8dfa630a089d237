import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useRef, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Dialog, type DialogProps } from './dialog';

afterEach(cleanup);

/** A page with a button that opens the dialog; the dialog's onClose closes it. */
function Page({ dialog }: { dialog: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Report
      </button>
      <p>Outside the dialog</p>
      {open && dialog(() => setOpen(false))}
    </>
  );
}

async function openWith(props: Partial<DialogProps> = {}, children?: ReactNode) {
  const onClose = vi.fn();
  render(
    <Page
      dialog={(close) => (
        <Dialog
          title="Report user"
          onClose={() => {
            onClose();
            close();
          }}
          {...props}
        >
          {children ?? (
            <>
              <button type="button">First</button>
              <button type="button">Last</button>
            </>
          )}
        </Dialog>
      )}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Report' }));
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Report user' }) };
}

describe('Dialog', () => {
  test('is a modal dialog named by its title and described by its description', async () => {
    const { dialog } = await openWith({ description: 'Tell us what happened.' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Tell us what happened.');
    expect(within(dialog).getByRole('heading', { name: 'Report user' })).toBeInTheDocument();
  });

  test('hides the page behind it while open, and only then', async () => {
    const { dialog } = await openWith();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
  });

  test('takes focus itself on open, or gives it to initialFocus', async () => {
    const { dialog } = await openWith();
    expect(dialog).toHaveFocus();
    cleanup();
    function WithInitialFocus() {
      const last = useRef<HTMLButtonElement>(null);
      return (
        <Dialog title="Report user" initialFocus={last}>
          <button type="button">First</button>
          <button ref={last} type="button">
            Last
          </button>
        </Dialog>
      );
    }
    render(<WithInitialFocus />);
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  test('Escape and the × control close it, and focus returns to the opener', async () => {
    const first = await openWith();
    await userEvent.keyboard('{Escape}');
    expect(first.onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Report' })).toHaveFocus();

    cleanup();
    const second = await openWith();
    await userEvent.click(within(second.dialog).getByRole('button', { name: 'Close' }));
    expect(second.onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Report' })).toHaveFocus();
  });

  test('returns focus to returnFocusTo when given', async () => {
    function Owner() {
      const [open, setOpen] = useState(true);
      const target = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button ref={target} type="button">
            Target
          </button>
          {open && (
            <Dialog
              title="Report user"
              onClose={() => setOpen(false)}
              returnFocusTo={() => target.current}
            />
          )}
        </>
      );
    }
    render(<Owner />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Target' })).toHaveFocus();
  });

  test('without onClose it has no × and Escape leaves it open', async () => {
    render(<Dialog title="Working">Please wait</Dialog>);
    const dialog = screen.getByRole('dialog', { name: 'Working' });
    expect(within(dialog).queryByRole('button')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Working' })).toBeInTheDocument();
  });

  test('keeps Tab inside a modal dialog', async () => {
    const { dialog } = await openWith();
    const [first, last, close] = ['First', 'Last', 'Close'].map((name) =>
      within(dialog).getByRole('button', { name }),
    );
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.tab();
    expect(last).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  test("closes through its owner on the browser's own close request", async () => {
    const { dialog, onClose } = await openWith();
    const request = new Event('cancel', { cancelable: true });
    fireEvent(dialog, request);
    expect(request.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a dialog without onClose reopens when the browser closes it anyway', async () => {
    render(<Dialog title="Working">Please wait</Dialog>);
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Working' });
    dialog.close();
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
  });

  test('stays open through the development double mount (StrictMode)', async () => {
    // StrictMode runs the effect, its cleanup and the effect again: the cleanup's close()
    // fires its `close` event only after the second run reopened the dialog.
    const onClose = vi.fn();
    function Owner() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Report
          </button>
          {open && (
            <Dialog
              title="Report user"
              onClose={() => {
                onClose();
                setOpen(false);
              }}
            />
          )}
        </>
      );
    }
    render(
      <StrictMode>
        <Owner />
      </StrictMode>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    // Long enough for every close event the double mount queued to arrive.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Report user' })).toHaveAttribute('open');
  });

  test('a close the browser makes after it opened still goes through its owner', async () => {
    const { dialog, onClose } = await openWith();
    (dialog as HTMLDialogElement).close();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('modal={false} is a panel beside a page that stays usable', async () => {
    const { dialog } = await openWith({
      modal: false,
      actions: <button type="button">Mark all read</button>,
    });
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
    // Header actions come before the × control, in reading and Tab order.
    const header = within(dialog)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(header.slice(0, 2)).toEqual(['Mark all read', 'Close']);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a sheet closes on a tap on the page above it, not on a tap on itself', async () => {
    const { dialog, onClose } = await openWith({ sheet: true });
    expect(dialog).toHaveClass('dialog--modal', 'dialog--sheet');
    // The sheet's box: the bottom 200 px of a 740 px screen (jsdom lays nothing out).
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 540, width: 360, height: 200 }),
    );
    const tap = (from: [number, number], to = from) => {
      fireEvent.pointerDown(dialog, { clientX: from[0], clientY: from[1] });
      fireEvent.click(dialog, { clientX: to[0], clientY: to[1] });
    };
    // Its own padding, a control inside it and a drag from inside it out keep it open...
    tap([10, 550]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'First' }));
    tap([10, 550], [180, 300]);
    expect(onClose).not.toHaveBeenCalled();
    // ...a tap above it, on the backdrop (the event's target is the dialog itself), closes it.
    tap([180, 300]);
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a modal that is not a sheet stays open on a tap on its backdrop', async () => {
    const { dialog, onClose } = await openWith();
    expect(dialog).not.toHaveClass('dialog--sheet');
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 540, width: 360, height: 200 }),
    );
    fireEvent.pointerDown(dialog, { clientX: 180, clientY: 300 });
    fireEvent.click(dialog, { clientX: 180, clientY: 300 });
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
  });

  test('leaves focus where the user put it outside a panel when it closes', async () => {
    function Owner() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Bell
          </button>
          <input aria-label="Search" onFocus={() => setOpen(false)} />
          {open && <Dialog modal={false} title="Notifications" onClose={() => setOpen(false)} />}
        </>
      );
    }
    render(<Owner />);
    await userEvent.click(screen.getByRole('button', { name: 'Bell' }));
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toHaveFocus();
    await userEvent.click(screen.getByRole('textbox', { name: 'Search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});
