import { useNow } from '@/hooks/use-now';

/** Whole seconds until `until` (epoch ms), re-rendering each second. */
export function useSecondsLeft(until: number | null): number {
  const now = useNow(250);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
