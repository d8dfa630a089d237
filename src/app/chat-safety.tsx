import { useCallback } from 'react';
import type { ChatScreenSlots } from '@/features/conversation';
import { ChallengeButton } from '@/features/debates';
import { SafetyButtons, useBlockedReason, useReporter } from '@/features/moderation';
import { useSignedInUser } from '@/hooks/use-session';

type Slots = Required<Pick<ChatScreenSlots, 'participantActions' | 'onReportMessage'>>;

/**
 * Block and Report in a chat (the moderation feature, composed into the conversation): the
 * participant card's buttons, each message's Report, and the composer's lock while the
 * user has blocked the other person (the rules refuse those messages anyway).
 */
export function useChatSafety() {
  const me = useSignedInUser();
  const blockedReason = useBlockedReason(me.uid);
  const reporter = useReporter();
  const { open } = reporter;

  const participantActions = useCallback<Slots['participantActions']>(
    (chat, other) => (
      <>
        {/* A normal chat's card also challenges the person to a debate */}
        {!chat.isDebate && <ChallengeButton person={other} />}
        <SafetyButtons person={other} chatId={chat.id} />
      </>
    ),
    [],
  );
  const onReportMessage = useCallback<Slots['onReportMessage']>(
    (chat, message, name) =>
      open({
        uid: message.senderId,
        name,
        chatId: chat.id,
        message: { id: message.id, content: message.content },
      }),
    [open],
  );
  return { participantActions, onReportMessage, blockedReason, dialog: reporter.dialog };
}
