#!/usr/bin/env node
// Carries every Elo rating over to Glicko-2, once (docs/ratings.md "Carry-over"):
//
//   node scripts/migrate-ratings.mjs [--project <id>]
//
// Run it right after deploying the Glicko-2 functions. It moves the Elo-era rating history
// records onto the Glicko scale (keeping their Elo values), carries every profile still on
// Elo over (rating + 300, a deviation from its rated debates), gives the rating chart its
// series, recounts the histogram of established ratings and rebuilds leaderboard/top
// (functions/src/leaderboard/rating-migration.ts, bundled here with esbuild so it uses the
// functions' own code). A debate rated before the script reaches someone carries them over
// itself, and the script leaves them be. Safe to re-run. Against the emulators when
// FIRESTORE_EMULATOR_HOST is set, like scripts/admin.mjs.
import { FIREBASE_SDKS, importBundled } from './lib/bundle.mjs';
import { migrationDb, runWhenScript } from './lib/migration.mjs';

/** The migration module, bundled like the functions (their `@/` alias, firebase-admin external). */
function loadMigration() {
  return importBundled('functions/src/leaderboard/rating-migration.ts', {
    tsconfig: 'functions/tsconfig.json',
    external: FIREBASE_SDKS,
    name: 'migrate-ratings',
  });
}

export async function main(args, print = console.log) {
  const db = migrationDb(args);
  const { migrateRatings } = await loadMigration();
  const report = await migrateRatings(db);
  print(
    `Ratings carried over: ${report.profiles} profiles (${report.established} established at once), ` +
      `${report.historyRecords} history records, ${report.series} chart series; ` +
      `${report.counted} established ratings counted; leaderboard ${report.leaderboardRows} rows.`,
  );
  return report;
}

runWhenScript(import.meta.url, main);
