/** Quick Match's screen logic: the waiting clock. */

/** '0:23', '12:05': minutes and seconds waited. */
export function waitedText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
