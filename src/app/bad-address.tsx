import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { BackHomePage } from '@/components/back-home-page';
import { AppBottomNav } from '@/app/app-bottom-nav';
import { INVALID_CHAT_ID_TEXT, isValidChatId } from '@/domain/validation';

/** The frame of an address that leads nowhere: 'Page not found' and the bar back home. */
export function PageNotFound({ children }: { children: ReactNode }) {
  return (
    <BackHomePage title="Page not found" documentTitle="Page not found · Debate Arena">
      {children}
    </BackHomePage>
  );
}

/**
 * What a route shows when its address names no valid document id (/chat, /debate, /watch,
 * /results and /join take one): the reason, in the frame of an unknown address, not a bare
 * line of text.
 */
export function BadAddress({ text }: { text: string }) {
  return (
    <PageNotFound>
      <p role="alert">{text}</p>
    </PageNotFound>
  );
}

/**
 * The screen of a route whose address names a chat (/chat, /debate, /watch, /results):
 * `children` draws it for a valid :chatId, BadAddress says why not otherwise. `bottomNav`: the
 * route's own screen has no bottom navigation (a conversation fills the phone), so its bad
 * address brings one, as an unknown address does.
 */
export function WithChatId({
  children,
  bottomNav = false,
}: {
  children: (chatId: string) => ReactNode;
  bottomNav?: boolean;
}) {
  const { chatId } = useParams();
  if (isValidChatId(chatId)) return children(chatId);
  return (
    <>
      <BadAddress text={INVALID_CHAT_ID_TEXT} />
      {bottomNav && <AppBottomNav current={null} />}
    </>
  );
}
