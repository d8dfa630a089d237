/**
 * The local demo server answering as the AI debater (scripts/judge-server/debater.ts), through
 * the functions' own debater client: the practice flow's offline partner.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callDebater } from '../../functions/src/practice/call-debater';
import { loadDebaterProvider } from '../../functions/src/practice/debater-provider';
import { buildDebaterMessages } from '@/domain/debater-prompt';
import { MOTIONS } from '@/domain/motions';
import { demoDebaterAnswer } from '../../scripts/judge-server/debater';
import { startJudgeServer, type RunningJudgeServer } from '../../scripts/judge-server/server';

let server: RunningJudgeServer;
beforeAll(async () => {
  server = await startJudgeServer({ port: 0, log: () => undefined });
});
afterAll(async () => {
  await server.close();
});

const motion = MOTIONS[0]!;
function prompt(last: string, replies = 0) {
  const turns = [];
  for (let i = 0; i < replies; i++) {
    turns.push({ fromAi: false, content: `point ${i}` }, { fromAi: true, content: `reply ${i}` });
  }
  turns.push({ fromAi: false, content: last });
  return buildDebaterMessages({
    motion: motion.title,
    side: 'against',
    position: motion.against,
    opponentPosition: motion.for,
    turns,
  });
}

describe('the demo debater', () => {
  test('answers a debater prompt through the openai client: its side and the person’s point', async () => {
    const debater = loadDebaterProvider({ JUDGE_BASE_URL: server.url });
    if (!debater) throw new Error('no debater');
    const started = performance.now();
    const reply = await callDebater(
      debater,
      prompt('Social media lets families stay in touch every day.'),
    );
    const ms = performance.now() - started;
    expect(reply.model).toBe('local-demo-debater');
    expect(reply.content).toContain('Social media lets families stay in touch every day.');
    expect(reply.content).toContain(motion.against);
    expect(reply.content).toContain('I oppose the motion');
    expect(reply.completionTokens).toBeGreaterThan(0);
    console.log(`demo debater reply in ${ms.toFixed(1)} ms through the openai client`);
  });

  test('is deterministic: the same prompt, the same reply; another turn, another reply', () => {
    const first = demoDebaterAnswer(prompt('Cars are freedom.'));
    expect(first).toBe(demoDebaterAnswer(prompt('Cars are freedom.')));
    expect(demoDebaterAnswer(prompt('Cars are freedom.', 3))).not.toBe(first);
  });

  test('leaves a judge’s prompt to the demo judge', () => {
    expect(
      demoDebaterAnswer([
        { role: 'system', content: 'You are an expert debate judge.' },
        { role: 'user', content: 'Topic: "x"' },
      ]),
    ).toBeNull();
  });
});
