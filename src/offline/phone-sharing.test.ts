import { beforeEach, describe, expect, test, vi } from 'vitest';
import { UNDER_LOAD } from '@/lib/under-load.fixtures';

vi.mock('@/data/phone-share', () => ({ requestPhoneShare: vi.fn() }));

const { PhoneSharing } = await import('./phone-sharing');
const { localDb } = await import('./db');

const request = vi.fn(async (_chatId: string) => 'shared');

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

/** A failed call as src/data/functions.ts rejects it: a message and the SDK's code. */
function callableError(code: string) {
  return Object.assign(new Error(code), { code });
}

async function settle() {
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
}

function chat(id: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    participants: ['me', 'bob'],
    participantDetails: { bob: { fallbackName: 'ProofPro0002' }, me: { fallbackName: 'X' } },
    isDebate: false,
    status: 'active' as const,
    createdAt: 1,
    ...fields,
  };
}

beforeEach(async () => {
  request.mockReset();
  request.mockResolvedValue('shared');
  const db = localDb('me');
  await db.chats.clear();
});

describe('PhoneSharing', () => {
  test('asks once for a normal chat that does not show this user’s phone yet', async () => {
    await localDb('me').chats.put(chat('c1'));
    const sharing = new PhoneSharing('me', request);
    sharing.batchSent('c1');
    sharing.batchSent('c1');
    await settle();
    sharing.batchSent('c1');
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('c1');
  });

  test('asks nothing for a debate, a chat showing the phone already, or an unknown chat', async () => {
    await localDb('me').chats.bulkPut([
      chat('debate', { isDebate: true }),
      chat('shown', { participantDetails: { me: { phoneNumber: '+15550000001' } } }),
    ]);
    const sharing = new PhoneSharing('me', request);
    for (const id of ['debate', 'shown', 'nowhere']) sharing.batchSent(id);
    await settle();
    expect(request).not.toHaveBeenCalled();
  });

  test('a passing failure is asked again after each wait until it is answered', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await localDb('me').chats.put(chat('c1'));
    request
      .mockRejectedValueOnce(callableError('functions/internal'))
      .mockRejectedValueOnce(callableError('functions/unavailable'));
    const sharing = new PhoneSharing('me', request, [5, 5, 5]);
    sharing.batchSent('c1');
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(3), UNDER_LOAD);
    await sleep(30);
    sharing.batchSent('c1');
    await settle();
    // Answered on the third call: nothing more, not even for the next batch.
    expect(request).toHaveBeenCalledTimes(3);
  });

  test('a refusal is not asked again; after the last retry the next batch asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await localDb('me').chats.bulkPut([chat('refused'), chat('down')]);
    request.mockImplementation(async (chatId: string) => {
      throw callableError(
        chatId === 'refused' ? 'functions/permission-denied' : 'functions/internal',
      );
    });
    const sharing = new PhoneSharing('me', request, [10, 10]);
    const calls = (id: string) => request.mock.calls.filter(([each]) => each === id);
    sharing.batchSent('refused');
    sharing.batchSent('down');
    /** Waits for `count` calls for `id`, then checks that no more come. */
    const settlesAt = async (id: string, count: number) => {
      await vi.waitFor(() => expect(calls(id)).toHaveLength(count), UNDER_LOAD);
      await sleep(100);
      expect(calls(id)).toHaveLength(count);
    };
    // One call and two retries, then no more: the waits are used up.
    await settlesAt('down', 3);
    expect(calls('refused')).toHaveLength(1);
    // The next batch asks again (answered this time, so nothing follows).
    request.mockResolvedValue('shared');
    sharing.batchSent('down');
    await settlesAt('down', 4);
    expect(calls('refused')).toHaveLength(1);
  });

  test('stop ends a retry that is waiting; nothing is asked after it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await localDb('me').chats.bulkPut([chat('c1'), chat('c2')]);
    let called!: () => void;
    const firstCall = new Promise<void>((resolve) => (called = resolve));
    request.mockImplementation(async () => {
      called();
      throw callableError('functions/unavailable');
    });
    const sharing = new PhoneSharing('me', request, [50]);
    sharing.batchSent('c1');
    await firstCall;
    // Stopped before the failure is even handled: its retry, 50 ms later, never comes.
    sharing.stop();
    sharing.batchSent('c2');
    await sleep(300);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
