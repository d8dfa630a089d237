import { beforeEach, describe, expect, test, vi } from 'vitest';

const call = vi.hoisted(() => ({ impl: vi.fn(), start: vi.fn(() => ({})) }));
vi.mock('firebase/functions', () => ({
  getFunctions: () => call.start(),
  connectFunctionsEmulator: vi.fn(),
  httpsCallable: vi.fn(() => call.impl),
}));

const { callFunction, CallableError } = await import('./functions');

function functionsError(code: string, message: string) {
  return Object.assign(new Error(message), { code: `functions/${code}` });
}

describe('callFunction', () => {
  beforeEach(() => {
    call.impl = vi.fn();
  });

  test('resolves with the data the function returned', async () => {
    call.impl.mockResolvedValue({ data: { now: 1 } });
    await expect(callFunction('serverTime', {})).resolves.toEqual({ now: 1 });
    expect(call.impl).toHaveBeenCalledWith({});
  });

  test("rejects with the function's own message, without the SDK's status suffix", async () => {
    call.impl.mockRejectedValue(functionsError('not-found', 'User not found [404]'));
    const error = await callFunction('addContact', { contactUid: 'bob' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallableError);
    expect(error).toMatchObject({ message: 'User not found', code: 'functions/not-found' });
  });

  test('says something readable when the SDK has only a status name', async () => {
    call.impl.mockRejectedValue(functionsError('internal', 'internal'));
    await expect(callFunction('addContact', { contactUid: 'bob' })).rejects.toMatchObject({
      message: 'The server could not complete the request',
      code: 'functions/internal',
    });
    call.impl.mockRejectedValue(functionsError('unavailable', 'unavailable [503]'));
    await expect(callFunction('addContact', { contactUid: 'bob' })).rejects.toMatchObject({
      message: 'The service is unavailable. Check your connection and try again.',
    });
  });

  test('keeps a plain error message and marks its code unknown', async () => {
    call.impl.mockRejectedValue(new Error('Firebase: boom (functions/weird).'));
    await expect(callFunction('serverTime', {})).rejects.toMatchObject({
      message: 'boom',
      code: 'functions/unknown',
    });
  });

  test('an SDK that could not load is said as the service being unavailable, and loads again at the next call', async () => {
    vi.resetModules();
    const fresh = await import('./functions');
    call.start.mockImplementationOnce(() => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await expect(fresh.callFunction('serverTime', {})).rejects.toMatchObject({
      message: 'The service is unavailable. Check your connection and try again.',
      code: 'functions/unavailable',
    });
    call.impl.mockResolvedValue({ data: { now: 2 } });
    await expect(fresh.callFunction('serverTime', {})).resolves.toEqual({ now: 2 });
  });
});
