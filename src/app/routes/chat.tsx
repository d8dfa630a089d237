import { useParams } from 'react-router';
import { INVALID_CHAT_ID_TEXT, isValidChatId } from '@/domain/validation';
import { ChatScreen } from '@/features/conversation/chat-screen';
import { DebateExitNotice } from '@/features/debates/debate-exit-notice';
import { DebateTop, debateLockedReason } from '@/features/debates/debate-top';
import { EvaluationPanel } from '@/features/evaluation/evaluation-panel';
import { SignedInRoute } from '@/app/signed-in';
import { useChatSafety } from '@/app/chat-safety';

function Screen({ kind }: { kind: 'chat' | 'debate' }) {
  const { chatId } = useParams();
  const { blockedReason, dialog, ...safety } = useChatSafety();
  if (!isValidChatId(chatId)) {
    return (
      <main className="page page--narrow">
        <p role="alert">{INVALID_CHAT_ID_TEXT}</p>
        <a href="/home">Back to Home</a>
      </main>
    );
  }
  if (kind === 'debate') {
    return (
      <>
        <ChatScreen
          key={chatId}
          chatId={chatId}
          kind={kind}
          top={(chat) => (
            <>
              <DebateTop chat={chat} />
              <EvaluationPanel chat={chat} />
            </>
          )}
          lockedReason={(chat) => blockedReason(chat) ?? debateLockedReason(chat)}
          missing={(id) => <DebateExitNotice chatId={id} />}
          {...safety}
        />
        {dialog}
      </>
    );
  }
  return (
    <>
      <ChatScreen
        key={chatId}
        chatId={chatId}
        kind={kind}
        lockedReason={blockedReason}
        {...safety}
      />
      {dialog}
    </>
  );
}

export function NormalChatRoute() {
  return (
    <SignedInRoute>
      <Screen kind="chat" />
    </SignedInRoute>
  );
}

export function DebateChatRoute() {
  return (
    <SignedInRoute>
      <Screen kind="debate" />
    </SignedInRoute>
  );
}
