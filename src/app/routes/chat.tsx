import { SignedInRoute } from '@/app/signed-in';
import { ChatRouteScreen } from './chat-route';

/** /chat/{id}: a one-to-one chat (the debate room's code is routes/debate.tsx, loaded apart). */
export function NormalChatRoute() {
  return (
    <SignedInRoute connectionLine="inline">
      <ChatRouteScreen kind="chat" />
    </SignedInRoute>
  );
}
