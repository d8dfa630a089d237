import { describe, expect, test, vi } from 'vitest';
import { createStore } from './create-store';

describe('createStore', () => {
  test('hands out the value it was given, and each new value to every listener', () => {
    const store = createStore({ count: 0 });
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(first);
    store.subscribe(second);
    expect(store.get()).toEqual({ count: 0 });
    const next = { count: 1 };
    store.set(next);
    expect(store.get()).toBe(next);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  test('stays silent when set to the value it already holds', () => {
    const value = { count: 0 };
    const store = createStore(value);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(value);
    expect(listener).not.toHaveBeenCalled();
  });

  test('a listener that left hears nothing more, and leaving twice counts once', () => {
    const store = createStore(0);
    const listener = vi.fn();
    const leave = store.subscribe(listener);
    leave();
    leave();
    store.set(1);
    expect(listener).not.toHaveBeenCalled();
    expect(store.observers()).toBe(0);
  });

  test('says when its first listener arrives and its last one leaves', () => {
    const onObserved = vi.fn();
    const onUnobserved = vi.fn();
    const store = createStore(0, { onObserved, onUnobserved });
    const leaveA = store.subscribe(() => {});
    const leaveB = store.subscribe(() => {});
    expect(onObserved).toHaveBeenCalledTimes(1);
    leaveA();
    expect(onUnobserved).not.toHaveBeenCalled();
    leaveB();
    expect(onUnobserved).toHaveBeenCalledTimes(1);
    store.subscribe(() => {});
    expect(onObserved).toHaveBeenCalledTimes(2);
  });

  test('a value set as the first listener arrives is there to read, not news to it', () => {
    const store = createStore(0, { onObserved: () => store.set(7) });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBe(7);
    expect(listener).not.toHaveBeenCalled();
  });

  test('a listener that unsubscribes another during a change does not make anyone miss it', () => {
    const store = createStore(0);
    const heard: string[] = [];
    let leaveB = () => {};
    store.subscribe(() => {
      heard.push('a');
      leaveB();
    });
    leaveB = store.subscribe(() => heard.push('b'));
    store.set(1);
    expect(heard).toEqual(['a', 'b']);
    store.set(2);
    expect(heard).toEqual(['a', 'b', 'a']);
  });
});
