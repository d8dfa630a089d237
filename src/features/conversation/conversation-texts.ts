/** Texts of the conversation screen that are not SPEC strings. */
export const CONVERSATION_TEXT = {
  report: 'Report',
} as const;

/** The Report action's accessible name, which says whose message it is. */
export function reportMessageLabel(senderName: string): string {
  return `Report this message from ${senderName}`;
}
