import { ResultBody } from '@/features/evaluation';
import { ResultPage } from '@/features/spectate';
import { WithChatId } from '@/app/bad-address';
import { AppBottomNav } from '@/app/app-bottom-nav';
import { SignedInRoute } from '@/app/signed-in';

/** /results/{chatId}: a debate's result, read-only, also from the debate history offline. */
export function ResultsRoute() {
  return (
    <SignedInRoute>
      <WithChatId>
        {(chatId) => (
          <ResultPage
            key={chatId}
            chatId={chatId}
            body={(result, uid) => <ResultBody result={result} uid={uid} collapsible />}
          />
        )}
      </WithChatId>
      <AppBottomNav current={null} />
    </SignedInRoute>
  );
}
