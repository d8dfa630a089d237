/** An agreed, running debate between alice and bob, as the chat document stores it. */
import type { StoredData } from '@/domain/documents/fields';

export function chat(fields: StoredData = {}): StoredData {
  return {
    participants: ['alice', 'bob'],
    isDebate: true,
    debateTopic: 'Cats or dogs',
    debateStatus: 'in_progress',
    status: 'active',
    evaluationRequested: true,
    evaluationReadiness: { alice: true, bob: true },
    ...fields,
  };
}
