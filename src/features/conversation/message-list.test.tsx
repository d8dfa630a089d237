import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { overrideProperty } from '@/lib/property-override.fixtures';
import type { LocalMessage } from '@/offline/db';
import { BOBS_MESSAGE } from './message.fixtures';
import { MessageList } from './message-list';

/**
 * Opening a chat must not read the page's layout inside React's commit: one read there made
 * the browser lay the whole screen out in that task, and the measured rows were drawn again
 * in it too (the longest task of an open chat). The reads and the scroll belong to the first
 * frame and to the ResizeObserver, after the browser's own layout.
 */

const messages: LocalMessage[] = Array.from({ length: 30 }, (_, i) => ({
  ...BOBS_MESSAGE,
  id: `m${i}`,
  content: `Message ${i}`,
  timestamp: BOBS_MESSAGE.timestamp! + i * 60_000,
  clientTime: BOBS_MESSAGE.clientTime + i * 60_000,
  order: String(i),
}));

/** A ResizeObserver the test delivers entries to. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** Every observed row gets `height`, as the browser reports after its layout. */
  deliver(height: (el: Element) => number) {
    const entries = [...this.targets].map(
      (target) =>
        ({
          target,
          borderBoxSize: [{ blockSize: height(target), inlineSize: 400 }],
        }) as unknown as ResizeObserverEntry,
    );
    this.callback(entries, this as unknown as ResizeObserver);
  }
}

let frames: FrameRequestCallback[] = [];
const reads = { offsetHeight: 0, getBoundingClientRect: 0, scrollHeight: 0, scrollTopSet: 0 };
const restore: (() => void)[] = [];

/** Replaces a DOM property for the test; put back after it. */
function override(proto: object, name: string, descriptor: PropertyDescriptor) {
  restore.push(overrideProperty(proto, name, descriptor));
}

/** A layout read the test counts, answering as a phone's layout would. */
function counted(name: 'offsetHeight' | 'scrollHeight', value: number): PropertyDescriptor {
  return {
    get() {
      reads[name] += 1;
      return value;
    },
  };
}

beforeEach(() => {
  FakeResizeObserver.all = [];
  frames = [];
  for (const key of Object.keys(reads) as (keyof typeof reads)[]) reads[key] = 0;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  // The list's box, as a phone's layout would give it (jsdom lays nothing out).
  override(Element.prototype, 'clientHeight', { get: () => 600 });
  override(Element.prototype, 'clientWidth', { get: () => 400 });
  override(HTMLElement.prototype, 'offsetHeight', counted('offsetHeight', 64));
  override(Element.prototype, 'scrollHeight', counted('scrollHeight', 2000));
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() => {
    reads.getBoundingClientRect += 1;
    return new DOMRect(0, 0, 400, 64);
  });
  const top = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop')!;
  override(Element.prototype, 'scrollTop', {
    get: top.get,
    set(value: number) {
      reads.scrollTopSet += 1;
      top.set!.call(this, value);
    },
  });
});

afterEach(() => {
  cleanup();
  while (restore.length) restore.pop()!();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function runFrame() {
  const now = frames;
  frames = [];
  act(() => now.forEach((callback) => callback(performance.now())));
}

function list() {
  return (
    <MessageList
      messages={messages}
      myUid="alice"
      senderName={() => 'Bob'}
      canLoadOlder={false}
      onLoadOlder={vi.fn()}
      onRetry={vi.fn()}
      onDiscard={vi.fn()}
      emptyText="No messages yet"
    />
  );
}

describe('opening a chat', () => {
  test('reads no layout and scrolls nowhere in its commit; scrolls to the newest in the first frame', () => {
    const { container } = render(list());
    const rows = container.querySelectorAll<HTMLElement>('.message-list__row');
    expect(rows.length).toBeGreaterThan(0);
    expect(reads).toEqual({
      offsetHeight: 0,
      getBoundingClientRect: 0,
      scrollHeight: 0,
      scrollTopSet: 0,
    });

    runFrame();
    expect(reads.scrollTopSet).toBeGreaterThan(0);
    expect(reads.scrollHeight).toBeGreaterThan(0);
  });

  test('draws its rows in the flow, measured afterwards from the ResizeObserver', () => {
    const { container } = render(list());
    runFrame();
    const inner = container.querySelector<HTMLElement>('.message-list__inner')!;
    const rows = [...container.querySelectorAll<HTMLElement>('.message-list__row')];
    // In the flow: no row is placed by a style of its own.
    for (const row of rows) expect(row.getAttribute('style')).toBeNull();
    // The newest rows are drawn, the older ones stand as the space above them (72 px each
    // until measured); nothing below the newest.
    expect(rows.at(-1)!.dataset.index).toBe('29');
    const firstDrawn = Number(rows[0]!.dataset.index);
    expect(inner.style.paddingTop).toBe(`${firstDrawn * 72}px`);
    expect(inner.style.paddingBottom).toBe('0px');

    // The browser's sizes arrive: the space above keeps standing for the rows not drawn, and
    // nothing appears below the newest message.
    const rowObserver = FakeResizeObserver.all.find((o) => [...o.targets].includes(rows[0]!))!;
    act(() => rowObserver.deliver(() => 100));
    expect(inner.style.paddingBottom).toBe('0px');
    const drawn = [...container.querySelectorAll<HTMLElement>('.message-list__row')];
    expect(drawn.at(-1)!.dataset.index).toBe('29');
    // The rows above the drawn ones, never drawn, still count at the estimate.
    expect(inner.style.paddingTop).toBe(`${Number(drawn[0]!.dataset.index) * 72}px`);
    expect(reads.offsetHeight).toBe(0);
  });
});
