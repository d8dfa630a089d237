import { beforeEach, describe, expect, test, vi } from 'vitest';

const data = vi.hoisted(() => ({ openDirectChat: vi.fn() }));
vi.mock('@/data/chats', () => ({
  openDirectChat: data.openDirectChat,
}));

const { openDirectChatOfflineFirst } = await import('./direct-chat');
const { localDb } = await import('./db');

beforeEach(async () => {
  data.openDirectChat.mockReset();
  await localDb('me').chats.clear();
});

describe('opening the normal chat of two users', () => {
  test('opens a chat already on the device without asking the server (works offline)', async () => {
    await localDb('me').chats.put({
      id: 'bob_me',
      participants: ['bob', 'me'],
      participantDetails: {},
      isDebate: false,
      status: 'active',
      createdAt: 1,
    });
    await expect(openDirectChatOfflineFirst('me', 'bob')).resolves.toBe('bob_me');
    expect(data.openDirectChat).not.toHaveBeenCalled();
  });

  test('asks the server (which reuses or creates it) when the device does not have it', async () => {
    data.openDirectChat.mockResolvedValue('bob_me');
    await expect(openDirectChatOfflineFirst('me', 'bob')).resolves.toBe('bob_me');
    expect(data.openDirectChat).toHaveBeenCalledWith('bob');
  });
});
