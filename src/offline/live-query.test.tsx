import { act, cleanup, render, screen } from '@testing-library/react';
import Dexie, { type EntityTable } from 'dexie';
import { Component, Suspense, use, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useLiveQuery } from './live-query';

interface Row {
  id: string;
  text: string;
}

let db: Dexie & { rows: EntityTable<Row, 'id'> };

beforeEach(async () => {
  db = new Dexie(`live-query-test-${crypto.randomUUID()}`) as typeof db;
  db.version(1).stores({ rows: 'id' });
  await db.rows.bulkPut([
    { id: 'a', text: 'first A' },
    { id: 'b', text: 'first B' },
  ]);
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await db.delete();
});

function RowText({ id }: { id: string }) {
  const row = useLiveQuery(() => db.rows.get(id), [id], 'default');
  return <p>{row === 'default' ? 'nothing yet' : (row?.text ?? 'missing')}</p>;
}

// A promise that never settles: the text 'second A' suspends its reader for good.
const forever = new Promise<never>(() => undefined);
function SuspendsOnSecond({ id }: { id: string }) {
  const row = useLiveQuery(() => db.rows.get(id), [id]);
  if (row?.text === 'second A') use(forever);
  return <p>{row?.text ?? 'nothing yet'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

describe('useLiveQuery', () => {
  test('answers from IndexedDB, the default until then, and follows changes', async () => {
    render(<RowText id="a" />);
    expect(screen.getByText('nothing yet')).toBeInTheDocument();
    expect(await screen.findByText('first A')).toBeInTheDocument();
    await act(() => db.rows.put({ id: 'a', text: 'second A' }));
    expect(await screen.findByText('second A')).toBeInTheDocument();
  });

  test('keeps the last answer while new deps are read', async () => {
    const seen: string[] = [];
    function Recorder({ id }: { id: string }) {
      const row = useLiveQuery(() => db.rows.get(id), [id], 'default');
      seen.push(row === 'default' ? 'default' : (row?.text ?? 'missing'));
      return null;
    }
    const { rerender } = render(<Recorder id="a" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    rerender(<Recorder id="b" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const afterA = seen.slice(seen.indexOf('first A'));
    expect(afterA).toContain('first B');
    // From 'first A' on, no render saw the default again: A's row stood until B's arrived.
    expect(afterA).not.toContain('default');
  });

  test('a change renders as a transition: the screen on show stays until the new one is ready', async () => {
    render(
      <Suspense fallback={<p>placeholder</p>}>
        <SuspendsOnSecond id="a" />
      </Suspense>,
    );
    expect(await screen.findByText('first A')).toBeInTheDocument();
    await act(() => db.rows.put({ id: 'a', text: 'second A' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // An urgent update would have swapped in the fallback; a transition keeps what is shown.
    expect(screen.getByText('first A')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });

  test('a failed query reaches the error boundary', async () => {
    // React reports the caught error on the console; the boundary's text is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Failing() {
      useLiveQuery(async () => {
        await db.rows.get('a');
        throw new Error('The disk is full.');
      }, []);
      return <p>rendered</p>;
    }
    render(
      <Boundary>
        <Failing />
      </Boundary>,
    );
    expect(await screen.findByText('failed: The disk is full.')).toBeInTheDocument();
  });
});
