/**
 * Setup of the emulator test project: every Firestore client of a test file reconnects when
 * the emulator corrupts a Listen stream (listen-recovery.ts says how and why). Files that
 * silence the client while their module loads get 'error' back before their tests run.
 */
import { beforeAll } from 'vitest';
import { recoverCorruptListenStreams } from './listen-recovery';

recoverCorruptListenStreams();
beforeAll(() => recoverCorruptListenStreams());
