import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useSignedInUser } from '@/hooks/use-session';
import { useOnline } from '@/hooks/use-online';
import { otherParticipantId } from '@/domain/chat-list';
import { personName } from '@/domain/fallback-name';
import { chatPhoneLine } from '@/domain/phone-consent';
import {
  loadOlderMessages,
  useHistoryComplete,
  useLocalChat,
  useMessageWindow,
  useOpenChat,
} from '@/offline/hooks';
import { useChatLive } from '@/offline/member-hooks';
import { readDraft, saveDraft } from '@/offline/drafts';
import { discardMessage, enqueueMessage, retryMessage } from '@/offline/outbox';
import { useCachedProfile, useFollowedProfile } from '@/offline/profiles';
import { CONVERSATION_TEXT } from './conversation-texts';

const FIRST_WINDOW = 60;
const WINDOW_STEP = 200;
/** The server's side starts by then even if the device's copy has not been painted. */
const SERVER_SIDE_LATEST_MS = 1_000;

/** Everything the chat screen shows and does, from the device's copy of the chat. */
export function useChatScreen(chatId: string) {
  const user = useSignedInUser();
  const chat = useLocalChat(user.uid, chatId);
  // The server's side of the chat (its listeners, 'viewing', read marks, the other person's
  // typing) starts once the device's copy is on screen: started at once, its network and
  // bookkeeping would share the main thread with the first paint. A chat this device does
  // not hold (null) has nothing to paint first.
  const [painted, setPainted] = useState(false);
  const [windowSize, setWindowSize] = useState(FIRST_WINDOW);
  const window = useMessageWindow(user.uid, chatId, windowSize);
  const historyComplete = useHistoryComplete(user.uid, chatId);
  // An empty window is an empty chat only once the device knows it: the server's first page
  // came and held the chat's whole history. Until then a chat first opened on this device is
  // still loading, never 'No messages yet' (the device's copy of the chat may not have heard of
  // its last message yet either). Offline, a chat that has never had a message is empty as far
  // as anyone can tell; one that has says its messages come with the network.
  const online = useOnline();
  const heldNothing = window !== undefined && window.messages.length === 0;
  const notYetHere = heldNothing && !historyComplete && (online || chat?.lastMessageTime != null);
  // Nor has a chat whose messages are not here yet: it starts at once, and stays started.
  const serverSide = painted || chat === null || notYetHere;
  if (notYetHere && !painted) setPainted(true);
  useEffect(() => {
    if (painted) return;
    const timer = setTimeout(() => setPainted(true), SERVER_SIDE_LATEST_MS);
    return () => clearTimeout(timer);
  }, [painted]);
  const onPainted = useCallback(() => startTransition(() => setPainted(true)), []);
  const access = useOpenChat(user.uid, chatId, serverSide);
  const otherUid = chat ? otherParticipantId(chat, user.uid) : null;
  const other = useCachedProfile(user.uid, otherUid);
  useFollowedProfile(user.uid, otherUid, serverSide);
  const otherDetails = otherUid ? chat?.participantDetails[otherUid] : undefined;
  // Their number only once they let this user see it (DESIGN.md §5 "Consent").
  const otherPhone = otherDetails?.phoneNumber ?? '';
  // Spectators read a public debate's messages, strangers a paired one's: no phone in them.
  const withoutPhone = chat?.isPublic === true || chat?.phoneless === true;
  // Read marks, ✓✓ and typing (docs/decisions/0013-chat.md §2, §3).
  const live = useChatLive(user.uid, chatId, serverSide ? chat : undefined);

  // The live profile's name; the chat's own copy (name, generated name) until it loads. The
  // AI debater of a practice debate has no profile: its name is the chat's copy.
  const otherName =
    other.state === 'found'
      ? personName({
          ...other.profile,
          fallbackName: other.profile.fallbackName || otherDetails?.fallbackName,
          phoneNumber: otherPhone,
        }) || CONVERSATION_TEXT.unknown
      : personName({ ...otherDetails, phoneNumber: otherPhone }) ||
        (other.state === 'loading' ? CONVERSATION_TEXT.loadingName : CONVERSATION_TEXT.unknown);

  const send = useCallback(
    async (content: string) => {
      const senderPhone = withoutPhone ? '' : user.phoneNumber;
      await enqueueMessage({ chatId, senderId: user.uid, senderPhone, content });
    },
    [chatId, user.uid, user.phoneNumber, withoutPhone],
  );

  const draft = useMemo(() => readDraft(user.uid, chatId), [user.uid, chatId]);

  const moreHeld = window?.moreHeld ?? false;
  const loadOlder = useCallback(() => {
    if (moreHeld) {
      setWindowSize((size) => size + WINDOW_STEP);
      return;
    }
    void loadOlderMessages(user.uid, chatId).then((more) => {
      if (more) setWindowSize((size) => size + WINDOW_STEP);
    });
  }, [moreHeld, user.uid, chatId]);

  // Back at the newest message: let the older history go, so each new message re-reads a
  // page from the device, not the thousands the reader scrolled through.
  const shrinkWindow = useCallback(() => setWindowSize(FIRST_WINDOW), []);

  return {
    user,
    /** Call once the device's copy of the messages is on screen (see serverSide). */
    onPainted,
    shrinkWindow,
    access,
    chat,
    /** The device's messages; undefined while they are read, or not here yet (notYetHere). */
    messages: notYetHere ? undefined : window?.messages,
    /** Offline, and this chat's messages have never reached this device. */
    messagesOffline: notYetHere && !online,
    canLoadOlder: moreHeld || !historyComplete,
    loadOlder,
    other,
    otherUid,
    otherPhone,
    otherPhoneLine: chat ? chatPhoneLine(chat, otherUid) : ({ kind: 'none' } as const),
    otherName,
    send,
    /** This chat's unsent text on this device, read once as the screen opens. */
    draft,
    saveDraft: useCallback((text: string) => saveDraft(user.uid, chatId, text), [user.uid, chatId]),
    live,
    // Stable, as every bubble's memo needs: a new function at each of the screen's renders
    // (a dozen as it opens) drew every bubble again.
    retry: useCallback((id: string) => void retryMessage(user.uid, id), [user.uid]),
    discard: useCallback((id: string) => void discardMessage(user.uid, id), [user.uid]),
  };
}
