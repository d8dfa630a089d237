/**
 * The winner's medal in its two places (docs/decisions/0012-safety.md): the full medal, with the
 * opponent's phone, in the owner-only users/{uid}/medals/{medalId}; on the public profile only the
 * PUBLIC_MEDALS_MAX newest in public form (the opponent's name), and the count of all. So a profile
 * stays small after any number of wins, and nobody else learns the opponent's phone.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { personName } from '@/domain/fallback-name';
import { publicMedal, withPublicMedal } from '@/domain/medals';
import type { Medal } from '@/domain/model';
import { medalRef } from '../users/account-docs';
import { readProfile, readStoredMedals, type ProfileDoc } from '@/domain/documents/profile';
import type { StoredData } from '@/domain/documents/fields';
import type { ResultDoc } from '@/domain/documents/debate-result';

export interface MedalAward {
  userId: string;
  medal: Medal;
}

export interface PreparedAward {
  /** The winner's profile fields to write: medals and medalCount. */
  profileFields: { medals: unknown[]; medalCount: number };
  /** Writes the medal (and any legacy medals the profile still held) to the history. */
  write(tx: Transaction): void;
}

/**
 * The loser as the verdict named them (the stored result's participant names), else as
 * their profile does; their phone only makes the generated name when nothing else does.
 */
export function opponentNameOf(
  result: Pick<
    ResultDoc,
    'participant1Id' | 'participant2Id' | 'participant1Name' | 'participant2Name'
  >,
  loserId: string,
  loserProfile: ProfileDoc | undefined,
  loserPhone: string,
): string {
  const named =
    loserId === result.participant1Id
      ? result.participant1Name
      : loserId === result.participant2Id
        ? result.participant2Name
        : undefined;
  if (named?.trim()) return named.trim();
  return personName({
    displayName: loserProfile?.displayName,
    fallbackName: loserProfile?.fallbackName,
    phoneNumber: loserPhone,
  });
}

/**
 * Reads what the award needs; call it before the transaction's first write. A medal whose
 * id is already stored (a redelivered award) is written again unchanged and not counted.
 * `profiles` are the debaters' profile snapshots the transaction read, by uid: the winner's
 * holds their medals, the loser's names them where the result does not (opponentNameOf).
 */
export async function prepareMedalAward(
  tx: Transaction,
  db: Firestore,
  award: MedalAward,
  loser: {
    profiles: ReadonlyMap<string, { data(): StoredData | undefined }>;
    result: Parameters<typeof opponentNameOf>[0];
    loserId: string;
    loserPhone: string;
  },
): Promise<PreparedAward> {
  const profileOf = (uid: string) => readProfile(loser.profiles.get(uid)?.data());
  const winnerProfile = profileOf(award.userId);
  const opponentName = opponentNameOf(
    loser.result,
    loser.loserId,
    profileOf(loser.loserId),
    loser.loserPhone,
  );
  const ref = medalRef(db, award.userId, award.medal.id);
  const existing = await tx.get(ref);
  const stored = readStoredMedals(winnerProfile);
  const medal: Medal = opponentName ? { ...award.medal, opponentName } : award.medal;
  const known =
    existing.exists ||
    stored.publicMedals.some((m) => m.id === medal.id) ||
    stored.legacy.some((m) => m.id === medal.id);
  return {
    profileFields: {
      medals: withPublicMedal(stored.publicMedals, publicMedal(medal, opponentName)),
      medalCount: stored.count + (known ? 0 : 1),
    },
    write(writeTx) {
      for (const legacy of stored.legacy) {
        writeTx.set(medalRef(db, award.userId, legacy.id), legacy, { merge: true });
      }
      writeTx.set(ref, medal);
    },
  };
}
