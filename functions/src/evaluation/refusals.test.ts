import { describe, expect, test } from 'vitest';
import { chat } from './evaluation.fixtures';
import { chatRefusal, messagesRefusal } from './refusals';

const message = (error: ReturnType<typeof chatRefusal>) => error?.message;

describe('chatRefusal: who may evaluate which chat (SPEC §5)', () => {
  test('lets a participant of an agreed debate through', () => {
    expect(chatRefusal(chat(), 'alice', { resultExists: false })).toBeNull();
  });

  test('answers a missing chat under two other people’s pair id like their existing one', () => {
    const outsider = chatRefusal(chat(), 'mallory', { resultExists: false });
    expect(chatRefusal(undefined, 'mallory', { resultExists: false, chatId: 'alice_bob' })).toEqual(
      outsider,
    );
    expect(chatRefusal(undefined, 'alice', { resultExists: false, chatId: 'alice_bob' })).toEqual({
      code: 'not-found',
      message: 'Chat not found',
    });
  });

  test('refuses a missing chat, an outsider, a non-debate and a debate without topic', () => {
    expect(chatRefusal(undefined, 'alice', { resultExists: false })).toEqual({
      code: 'not-found',
      message: 'Chat not found',
    });
    expect(message(chatRefusal(chat(), 'mallory', { resultExists: false }))).toBe(
      'You are not a participant in this debate',
    );
    expect(message(chatRefusal(chat({ isDebate: false }), 'alice', { resultExists: false }))).toBe(
      'Invalid debate chat',
    );
    expect(message(chatRefusal(chat({ debateTopic: ' ' }), 'alice', { resultExists: false }))).toBe(
      'Invalid debate chat',
    );
    expect(
      message(chatRefusal(chat({ participants: ['alice'] }), 'alice', { resultExists: false })),
    ).toBe('Invalid debate chat');
  });

  test('refuses before a request, then until everyone agreed, in that order', () => {
    expect(
      message(
        chatRefusal(chat({ evaluationRequested: false, evaluationReadiness: {} }), 'bob', {
          resultExists: false,
        }),
      ),
    ).toBe('Evaluation must be requested by participants first');
    expect(
      message(
        chatRefusal(chat({ evaluationReadiness: { alice: true, bob: false } }), 'bob', {
          resultExists: false,
        }),
      ),
    ).toBe('All participants must agree to evaluation');
    expect(
      message(chatRefusal(chat({ evaluationReadiness: null }), 'bob', { resultExists: false })),
    ).toBe('All participants must agree to evaluation');
  });

  test('a decided debate is no refusal: the caller gets the stored result', () => {
    expect(
      chatRefusal(chat({ evaluationRequested: false }), 'alice', { resultExists: true }),
    ).toBeNull();
  });
});

describe('messagesRefusal', () => {
  test("'No messages found to evaluate' for none, 'No messages to evaluate' for none that count", () => {
    expect(messagesRefusal([], ['alice', 'bob'])?.message).toBe('No messages found to evaluate');
    expect(
      messagesRefusal(
        [
          { senderId: 'carol', content: 'hi' },
          { senderId: 'alice', content: '  ' },
        ],
        ['alice', 'bob'],
      )?.message,
    ).toBe('No messages to evaluate');
    expect(messagesRefusal([{ senderId: 'bob', content: 'A point' }], ['alice', 'bob'])).toBeNull();
  });
});
