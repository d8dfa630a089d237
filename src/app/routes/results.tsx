import { AppealSection, ResultBody } from '@/features/evaluation';
import { ResultPage } from '@/features/spectate';
import { WithChatId } from '@/app/bad-address';
import { AppBottomNav } from '@/app/app-bottom-nav';
import { SignedInRoute } from '@/app/signed-in';

/**
 * /results/{chatId}: a debate's result, also from the debate history offline; its debaters may
 * appeal a split verdict here as in the results dialog (not a practice one: it is unrated).
 */
export function ResultsRoute() {
  return (
    <SignedInRoute>
      <WithChatId>
        {(chatId) => (
          <ResultPage
            key={chatId}
            chatId={chatId}
            body={(result, uid, reload) => (
              <>
                <ResultBody result={result} uid={uid} collapsible />
                {!result.practice && (
                  <AppealSection result={result} uid={uid} onAppealed={reload} />
                )}
              </>
            )}
          />
        )}
      </WithChatId>
      <AppBottomNav current={null} />
    </SignedInRoute>
  );
}
