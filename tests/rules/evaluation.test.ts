import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, test } from 'vitest';
import { phoneUser, seed, useRulesEnvironment } from './support';

const env = useRulesEnvironment();

type Db = ReturnType<RulesTestContext['firestore']>;

const alice = () => phoneUser(env(), 'alice').firestore();
const bob = () => phoneUser(env(), 'bob').firestore();
const mallory = () => phoneUser(env(), 'mallory').firestore();
const visitor = () => env().unauthenticatedContext().firestore();

function debate(fields: Record<string, unknown> = {}) {
  return {
    participants: ['alice', 'bob'],
    participantDetails: { alice: { phoneNumber: '+15550001' }, bob: { phoneNumber: '+15550002' } },
    isDebate: true,
    status: 'active',
    createdAt: Timestamp.fromMillis(1_700_000_000_000),
    debateTopic: 'Cats or dogs',
    creatorStance: 'Cats',
    debateTimeLimit: 30,
    debateStartTime: Timestamp.fromMillis(Date.now() - 60_000),
    debateEndTime: Timestamp.fromMillis(Date.now() + 3_600_000),
    debateStatus: 'in_progress',
    participantReadiness: { alice: true, bob: true },
    evaluationReadiness: { alice: false, bob: false },
    evaluationRequested: false,
    ...fields,
  };
}

function result(fields: Record<string, unknown> = {}) {
  return {
    id: 'd1',
    chatId: 'd1',
    participant1Id: 'alice',
    participant2Id: 'bob',
    topic: 'Cats or dogs',
    winner: 'Alice',
    winnerId: 'alice',
    analysis: 'Alice argued better.',
    participant1Stance: 'Cats',
    participant2Stance: 'Dogs',
    participant1Arguments: ['Cats are clean'],
    participant2Arguments: ['Dogs are loyal'],
    winnerReason: 'Evidence',
    loserReason: 'More evidence',
    createdAt: Timestamp.fromMillis(1_700_000_100_000),
    ...fields,
  };
}

async function seedDebate(fields: Record<string, unknown> = {}) {
  await seed(env(), (db) => setDoc(doc(db, 'chats/d1'), debate(fields)));
}

function agree(db: Db, uid: string, agreed: boolean, request = false) {
  return request
    ? updateDoc(
        doc(db, 'chats/d1'),
        new FieldPath('evaluationReadiness', uid),
        agreed,
        'evaluationRequested',
        true,
      )
    : updateDoc(doc(db, 'chats/d1'), new FieldPath('evaluationReadiness', uid), agreed);
}

describe('debateResults/{chatId}', () => {
  test('the two debaters read their result by id and list it by their own id', async () => {
    await seed(env(), (db) => setDoc(doc(db, 'debateResults/d1'), result()));
    await assertSucceeds(getDoc(doc(alice(), 'debateResults/d1')));
    await assertSucceeds(getDoc(doc(bob(), 'debateResults/d1')));
    await assertSucceeds(
      getDocs(query(collection(bob(), 'debateResults'), where('participant2Id', '==', 'bob'))),
    );
  });

  test('refuses anyone else, a list without the debater filter, and a missing result', async () => {
    await seed(env(), (db) => setDoc(doc(db, 'debateResults/d1'), result()));
    await assertFails(getDoc(doc(mallory(), 'debateResults/d1')));
    await assertFails(getDoc(doc(visitor(), 'debateResults/d1')));
    await assertFails(
      getDocs(query(collection(alice(), 'debateResults'), where('chatId', '==', 'd1'))),
    );
    await assertFails(
      getDocs(
        query(collection(mallory(), 'debateResults'), where('participant1Id', '==', 'alice')),
      ),
    );
    await assertFails(getDoc(doc(alice(), 'debateResults/none')));
  });

  test('no client creates, updates or deletes a result, not even a debater', async () => {
    await assertFails(setDoc(doc(alice(), 'debateResults/d1'), result()));
    await seed(env(), (db) => setDoc(doc(db, 'debateResults/d1'), result()));
    await assertFails(updateDoc(doc(alice(), 'debateResults/d1'), { winner: 'Bob' }));
    await assertFails(updateDoc(doc(bob(), 'debateResults/d1'), { winnerId: 'bob' }));
    await assertFails(deleteDoc(doc(bob(), 'debateResults/d1')));
    await assertFails(setDoc(doc(mallory(), 'debateResults/d2'), result({ id: 'd2' })));
  });
});

describe("chats/{chatId}: evaluation agreement is the setEvaluationAgreement function's", () => {
  test('refuses a debater requesting the evaluation themselves (the function does it)', async () => {
    await seedDebate();
    await assertFails(agree(alice(), 'alice', true, true));
  });

  test('refuses a debater agreeing or cancelling their own agreement', async () => {
    await seedDebate({ evaluationRequested: true, evaluationReadiness: { alice: true } });
    await assertFails(agree(bob(), 'bob', true));
    await assertFails(agree(alice(), 'alice', false));
    // Nor may the last agreement complete the chat on the client.
    await assertFails(
      updateDoc(doc(bob(), 'chats/d1'), {
        'evaluationReadiness.bob': true,
        status: 'completed',
      }),
    );
  });

  test('refuses it after the time is up too, when the chat is already completed', async () => {
    await seedDebate({
      status: 'completed',
      evaluationRequested: true,
      debateEndTime: Timestamp.fromMillis(Date.now() - 1000),
    });
    await assertFails(agree(bob(), 'bob', true));
  });

  test("refuses setting the other's agreement, and anyone not in the debate", async () => {
    await seedDebate({ evaluationRequested: true });
    await assertFails(agree(alice(), 'bob', true));
    await assertFails(
      updateDoc(doc(alice(), 'chats/d1'), { evaluationReadiness: { alice: true, bob: true } }),
    );
    await assertFails(agree(mallory(), 'mallory', true, true));
    await assertFails(agree(visitor(), 'alice', true, true));
  });

  test('refuses agreeing before anyone requested it, and taking a request back', async () => {
    await seedDebate();
    await assertFails(agree(alice(), 'alice', true));
    await seedDebate({ evaluationRequested: true, evaluationReadiness: { alice: true } });
    await assertFails(updateDoc(doc(alice(), 'chats/d1'), { evaluationRequested: false }));
    await assertFails(
      updateDoc(doc(alice(), 'chats/d1'), {
        'evaluationReadiness.alice': false,
        evaluationRequested: false,
      }),
    );
  });

  test('refuses agreement before the debate starts and in a normal chat', async () => {
    await seedDebate({ debateStatus: 'waiting_to_start', participantReadiness: {} });
    await assertFails(agree(alice(), 'alice', true, true));
    await seedDebate({ isDebate: false });
    await assertFails(agree(alice(), 'alice', true, true));
  });

  test('refuses agreement after a result and while an evaluation runs', async () => {
    await seedDebate({
      status: 'completed',
      debateStatus: 'completed',
      evaluationRequested: true,
      winner: 'Alice',
      debateResult: { winner: 'Alice', analysis: 'a', winnerReason: 'w', loserReason: 'l' },
    });
    await assertFails(agree(bob(), 'bob', false));
    await seedDebate({
      status: 'completed',
      evaluationRequested: true,
      winner: 'Alice',
      debateResult: { winner: 'Alice', analysis: 'a', winnerReason: 'w', loserReason: 'l' },
    });
    await assertFails(agree(bob(), 'bob', false));
    await seedDebate({
      status: 'completed',
      evaluationRequested: true,
      evaluationReadiness: { alice: true, bob: true },
      evaluationInProgress: true,
    });
    await assertFails(agree(bob(), 'bob', false));
  });

  test('refuses any other field next to an agreement', async () => {
    await seedDebate({ evaluationRequested: true });
    const ref = doc(alice(), 'chats/d1');
    await assertFails(updateDoc(ref, { 'evaluationReadiness.alice': true, status: 'completed' }));
    await assertFails(updateDoc(ref, { 'evaluationReadiness.alice': true, lastMessage: 'x' }));
    await assertFails(updateDoc(ref, { 'evaluationReadiness.alice': 'yes' }));
  });
});

describe('chats/{chatId}: what only the evaluation function writes', () => {
  const serverOnly: Record<string, unknown>[] = [
    { winner: 'Alice' },
    { winnerId: 'alice' },
    {
      debateResult: {
        winner: 'Alice',
        analysis: 'a',
        winnerReason: 'w',
        loserReason: 'l',
        participant1Id: 'alice',
        participant2Id: 'bob',
      },
    },
    { evaluationInProgress: true },
    { evaluationProgress: 100 },
    { evaluationStage: 'Evaluation complete! Preparing results...' },
    { evaluationJudges: { gpt: 'done', deepseek: 'done', grok: 'done' } },
    { evaluationClaim: deleteField() },
    { debateStatus: 'completed' },
    { status: 'completed' },
  ];

  test('refuses each to both debaters while the debate runs and all agreed', async () => {
    await seedDebate({
      evaluationRequested: true,
      evaluationReadiness: { alice: true, bob: true },
      evaluationClaim: { id: 'c', at: Timestamp.now() },
    });
    for (const fields of serverOnly) {
      await assertFails(updateDoc(doc(alice(), 'chats/d1'), fields));
      await assertFails(updateDoc(doc(bob(), 'chats/d1'), fields));
    }
  });

  test('refuses taking a result or progress away', async () => {
    await seedDebate({
      status: 'completed',
      debateStatus: 'completed',
      winner: 'Alice',
      debateResult: { winner: 'Alice', analysis: 'a', winnerReason: 'w', loserReason: 'l' },
      evaluationInProgress: true,
      evaluationProgress: 85,
    });
    const ref = doc(bob(), 'chats/d1');
    await assertFails(updateDoc(ref, { winner: deleteField() }));
    await assertFails(updateDoc(ref, { debateResult: null }));
    await assertFails(updateDoc(ref, { evaluationInProgress: false }));
    await assertFails(updateDoc(ref, { evaluationProgress: deleteField() }));
  });
});
