/**
 * DA_PORT_OFFSET (scripts/lib/emulators.mjs portsFor): runs whose offsets differ by hundreds,
 * as the team's do, never share a port, the emulators' helpers (hub, logging, Eventarc, Cloud
 * Tasks) included.
 */
import { expect, test } from 'vitest';
import { portsFor } from '../../scripts/lib/emulators.mjs';

test("offsets 0 to 900 in hundreds give every run ports of its own, npm test's other sessions (25 and 50 above) included", () => {
  const owner = new Map<number, string>();
  for (const offset of Array.from({ length: 10 }, (_, i) => [
    i * 100,
    i * 100 + 25,
    i * 100 + 50,
  ]).flat()) {
    const { offset: _offset, ...ports } = portsFor(offset);
    expect(Object.keys(ports)).toHaveLength(11);
    for (const [name, port] of Object.entries(ports)) {
      expect(owner.get(port), `${name} of offset ${offset}: port ${port}`).toBeUndefined();
      owner.set(port, `${name}@${offset}`);
    }
  }
  expect(owner.size).toBe(330);
});
