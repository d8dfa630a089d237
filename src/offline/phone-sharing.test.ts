import { beforeEach, describe, expect, test, vi } from 'vitest';

vi.mock('@/data/phone-share', () => ({ requestPhoneShare: vi.fn() }));

const { PhoneSharing } = await import('./phone-sharing');
const { localDb } = await import('./db');

const request = vi.fn(async (_chatId: string) => 'shared');

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

  test('a failed call is asked again with the next batch; nothing after stop', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await localDb('me').chats.put(chat('c1'));
    request.mockRejectedValueOnce(new Error('offline'));
    const sharing = new PhoneSharing('me', request);
    sharing.batchSent('c1');
    await settle();
    sharing.batchSent('c1');
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
    sharing.stop();
    await localDb('me').chats.put(chat('c2'));
    sharing.batchSent('c2');
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
  });
});
