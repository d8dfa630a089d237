/**
 * First setup file of the emulator test project. `npm test` runs the emulator tests on two
 * Emulator Suites at once (scripts/test.mjs): DA_EMULATOR_POOLS lists each suite's
 * environment, and Vitest worker N (VITEST_POOL_ID, 1 or 2) works on suite N for its whole
 * life. Two workers that run at the same time never share a pool id, so each file has its
 * suite to itself: its triggers, its paused or running state, its cleared database. Set here,
 * before anything reads the environment (the test files and their helpers read it once, as
 * they load). Without DA_EMULATOR_POOLS (npm run test:emulator) nothing changes.
 */
const pools = process.env.DA_EMULATOR_POOLS
  ? (JSON.parse(process.env.DA_EMULATOR_POOLS) as Record<string, string>[])
  : [];

if (pools.length > 0) {
  const id = Number(process.env.VITEST_POOL_ID || 1);
  Object.assign(process.env, pools[(id - 1) % pools.length]);
}
