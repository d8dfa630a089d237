import { useParams } from 'react-router';
import { INVALID_CHAT_ID_TEXT, isValidChatId } from '@/domain/validation';
import { ResultBody } from '@/features/evaluation';
import { ResultPage } from '@/features/spectate';
import { BadAddress } from '@/app/bad-address';
import { AppBottomNav } from '@/app/app-bottom-nav';
import { SignedInRoute } from '@/app/signed-in';

function Screen() {
  const { chatId } = useParams();
  if (!isValidChatId(chatId)) {
    return <BadAddress text={INVALID_CHAT_ID_TEXT} />;
  }
  return (
    <ResultPage
      key={chatId}
      chatId={chatId}
      body={(result, uid) => <ResultBody result={result} uid={uid} collapsible />}
    />
  );
}

/** /results/{chatId}: a debate's result, read-only, also from the debate history offline. */
export function ResultsRoute() {
  return (
    <SignedInRoute>
      <Screen />
      <AppBottomNav current={null} />
    </SignedInRoute>
  );
}
