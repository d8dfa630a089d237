/** Debaters, judgments and a strict fence reader shared by the judging tests. */
import { expect } from 'vitest';
import type { JudgeJudgment } from '@/domain/model';
import { scrubIdentity } from './blind';
import type { DebateParticipant } from './participants';
import { transcriptMarkers } from './prompt';
import type { JudgePrompt, TranscriptMessage } from './prompt';

export const alice: DebateParticipant = {
  id: 'uid-a',
  displayName: 'Alice',
  stance: 'Cities should ban cars',
};
export const bob: DebateParticipant = { id: 'uid-b', displayName: 'Bob' };
export const pair = [alice, bob];

export function judgment(winner: string, confidence: number, judge = 'Judge GPT'): JudgeJudgment {
  return {
    winner,
    confidence,
    judge,
    analysis: `${judge} analysis`,
    participant1Stance: `${judge} stance 1`,
    participant2Stance: `${judge} stance 2`,
    winnerReason: `${judge} winner reason`,
    loserReason: `${judge} loser reason`,
  };
}

/**
 * Reads the fenced transcript back the way a strict reader would, failing on anything
 * that is not exactly one well-formed message line per message, from its real sender.
 */
export function readFence(prompt: JudgePrompt, messages: readonly TranscriptMessage[]) {
  const { start, end } = transcriptMarkers(prompt.nonce);
  const lines = prompt.user.split(/\r\n|\r|\n|\u0085|\u2028|\u2029/);
  expect(lines.filter((l) => l.includes(start) || l.includes(end))).toEqual([start, end]);
  const inside = lines.slice(lines.indexOf(start) + 1, lines.indexOf(end));
  const labelOf = new Map(prompt.participants.map((p) => [p.id, p.label]));
  const expected = messages.filter((m) => labelOf.has(m.senderId));
  expect(inside).toHaveLength(expected.length);
  inside.forEach((line, i) => {
    const message = expected[i]!;
    const speaker = line.slice(0, line.indexOf(': '));
    expect(speaker).toBe(labelOf.get(message.senderId));
    expect(line.startsWith(`${speaker}: "`)).toBe(true);
    expect(line).not.toMatch(/[<>]/);
    // What the debater wrote, with the debaters' names and phones scrubbed (blind.ts).
    expect(JSON.parse(line.slice(speaker.length + 2))).toBe(
      scrubIdentity(message.content, prompt.participants),
    );
  });
  return inside;
}
