/** The words of the chat screen; the quoted SPEC ones word for word (SPEC §2, §8). */

export const CONVERSATION_TEXT = {
  backHome: 'Back to Home',
  backHomeLabel: 'Back to home',
  mute: 'Mute',
  unmute: 'Unmute',
  mutedHint: 'Notifications for this chat are off.',
  unmutedHint: 'You get notifications for new messages in this chat.',
  muteFailed: 'Could not change notifications for this chat. Please try again.',
  noAccess: 'You do not have access to this chat.',
  notFound: 'Chat not found',
  offlineNotHere: 'You are offline and this chat is not on this device yet.',
  /** A chat held on the device whose messages never reached it, opened offline. */
  offlineNoMessages: 'You are offline. This chat’s messages will show once you are back online.',
  you: 'You',
  loadingName: 'Loading...',
  loadingChat: 'Loading chat…',
  unknown: 'Unknown',
  noArguments: 'No arguments yet.',
  noMessages: 'No messages yet. Say hello!',
  messages: 'Messages',
  messageLabel: 'Message',
  /** The composer form's name: a landmark, so all of the screen is in one (axe `region`). */
  composerLabel: 'Write a message',
  messagePlaceholder: 'Type a message',
  send: 'Send',
  sendFailed: 'Failed to send message. Please try again.',
  sent: 'Sent',
  notDelivered: 'Not delivered.',
  retry: 'Retry',
  discard: 'Discard',
  participant: 'Participant',
  total: 'Total',
  wins: 'Wins',
  losses: 'Losses',
  winRate: 'Win Rate',
  recentMedals: 'Recent medals',
  noMedals: 'No medals yet.',
  report: 'Report',
  beforeTheDebate: 'Before the debate',
  debateStarted: 'The debate started',
  /** The panel the header's title opens (the topic, positions, the other person's card). */
  details: 'Details',
  /** The header's menu (Mute, Block, Report) and its sheet. */
  chatOptions: 'Chat options',
  copyText: 'Copy text',
  copied: 'Copied.',
  copyFailed: 'Could not copy the text.',
  yourMessage: 'Your message',
  /** A blocked person's composer (the server refused their message for a block). */
  cannotMessage: 'You can’t message this person.',
  /** Marks the AI debater of a practice debate, on its card and its messages. */
  aiBadge: 'AI',
} as const;

/** The AI debater's card: 'Argues Against · replies by OpenAI (gpt-4o-mini) · unrated practice'. */
export function aiDebaterFactsText(
  side: 'for' | 'against' | undefined,
  vendor: string | null,
): string {
  const argues = side ? `Argues ${side === 'for' ? 'For' : 'Against'}` : null;
  return [argues, vendor ? `replies by ${vendor}` : null, 'unrated practice']
    .filter(Boolean)
    .join(' · ');
}

/** The Report action's accessible name, which says whose message it is. */
export function reportMessageLabel(senderName: string): string {
  return `Report this message from ${senderName}`;
}

/** The control that opens a message's menu (Copy text, Report). */
export function messageActionsLabel(senderName: string): string {
  return `Actions for this message from ${senderName}`;
}

/** The message menu's title. */
export function messageFromText(senderName: string): string {
  return `Message from ${senderName}`;
}

/** What the details toggle in the header says to screen readers beside the title. */
export const DETAILS_HINT = {
  chat: 'Shows their profile',
  debate: 'Shows the topic, both positions and your opponent',
} as const;

/** A message's delivery state next to its time. */
export const MESSAGE_STATE_TEXT = {
  queued: 'Queued',
  sent: 'Sent',
  seen: 'Seen',
  failed: 'Not sent',
} as const;

/** A debate's heading; a normal chat is headed by the other person's name. */
export function debateTitleText(topic: string | null | undefined): string {
  return `Debate: ${topic ?? ''}`;
}

export function chatDocumentTitle(title: string): string {
  return `${title} · Debate Arena`;
}

export function aboutParticipantLabel(name: string): string {
  return `About ${name}`;
}

/** The participant card's one line: '2 medals · 5 debates · 40% win rate' (a medal icon before it). */
export function participantFactsText(medals: number, debates: number, winRate: number): string {
  const medalWord = medals === 1 ? 'medal' : 'medals';
  const debateWord = debates === 1 ? 'debate' : 'debates';
  return `${medals} ${medalWord} · ${debates} ${debateWord} · ${winRate}% win rate`;
}
