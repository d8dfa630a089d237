/**
 * The demo judge's command line, the entry of its bundle (scripts/build-judge-server.mjs):
 *
 *   node .cache/judge-server.mjs --port 7071 [--host 127.0.0.1]
 *   JUDGE_BASE_URL=http://127.0.0.1:7071/v1
 */

import { DEMO_JUDGE_NAME } from './heuristic';
import { startJudgeServer } from './server';

function argValue(args: readonly string[], name: string): string | undefined {
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
}

async function main(args: readonly string[]): Promise<void> {
  const port = Number(argValue(args, 'port') ?? process.env.JUDGE_SERVER_PORT ?? 7071);
  const host = argValue(args, 'host') ?? '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid --port: ${argValue(args, 'port')}`);
    process.exit(2);
  }
  const server = await startJudgeServer({ port, host });
  console.log(`${DEMO_JUDGE_NAME} listening on ${server.url} (use it as JUDGE_BASE_URL)`);
  const stop = () => server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
