/**
 * A message's place in the batch that writes it: n counts from 1 and each later message names
 * the one before it, so the rules can check that the sender's message count moves by exactly
 * the batch's number of messages (placedInBatch and messageCountsStep in firestore.rules).
 */
interface BatchPlace {
  n: number;
  prev?: string;
}

export function batchPlace(batch: readonly { id: string }[], index: number): BatchPlace {
  const prev = index > 0 ? batch[index - 1]?.id : undefined;
  return prev === undefined ? { n: index + 1 } : { n: index + 1, prev };
}
