import { describe, expect, test } from 'vitest';
import { chatPhoneLine } from './phone-consent';

const details = { me: { phoneNumber: '+15550000001' }, zoe: { fallbackName: 'ProofPro0003' } };

describe('chatPhoneLine', () => {
  test('shows the other participant’s phone once the chat has it', () => {
    const chat = { isDebate: false, participantDetails: { zoe: { phoneNumber: '+15550000003' } } };
    expect(chatPhoneLine(chat, 'zoe')).toEqual({ kind: 'shown', phone: '+15550000003' });
  });

  test('says it is hidden in a normal chat until they consent', () => {
    expect(chatPhoneLine({ isDebate: false, participantDetails: details }, 'zoe')).toEqual({
      kind: 'hidden',
    });
  });

  test('says nothing in a debate without phones (a public one), or without another person', () => {
    expect(chatPhoneLine({ isDebate: true, participantDetails: details }, 'zoe')).toEqual({
      kind: 'none',
    });
    expect(chatPhoneLine({ isDebate: false, participantDetails: details }, null)).toEqual({
      kind: 'none',
    });
  });
});
