import { describe, expect, test, vi } from 'vitest';
import { inTurn, nextTurn } from './turns';

describe('turns', () => {
  test('runs each start later, in a task of its own, in the order queued', async () => {
    const order: string[] = [];
    inTurn(() => {
      order.push('a');
      queueMicrotask(() => order.push('a: its microtasks'));
    });
    inTurn(() => {
      order.push('b');
    });
    order.push('queued');
    await nextTurn();
    // b's task began only after a's microtasks had run: a task boundary between the two.
    expect(order).toEqual(['queued', 'a', 'a: its microtasks', 'b']);
  });

  test('a start cancelled before its turn never runs', async () => {
    const start = vi.fn();
    const cancel = inTurn(start);
    cancel();
    await nextTurn();
    expect(start).not.toHaveBeenCalled();
  });

  test('the returned function stops what the start started', async () => {
    const stop = vi.fn();
    const leave = inTurn(() => stop);
    await nextTurn();
    expect(stop).not.toHaveBeenCalled();
    leave();
    expect(stop).toHaveBeenCalledOnce();
  });
});
