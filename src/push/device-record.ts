/**
 * What this device remembers about push per user: the token it stored for them. Present
 * means the user turned push on here (from a tap); sign-out forgets it.
 */

interface DeviceRecord {
  token: string;
  /** When the token's lastSeen was last written (epoch ms). */
  refreshedAt: number;
}

const key = (uid: string) => `da.push.${uid}`;

export function readDeviceRecord(uid: string): DeviceRecord | null {
  try {
    const raw = localStorage.getItem(key(uid));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<DeviceRecord>;
    return typeof value.token === 'string' && value.token
      ? { token: value.token, refreshedAt: Number(value.refreshedAt) || 0 }
      : null;
  } catch {
    return null;
  }
}

export function writeDeviceRecord(uid: string, record: DeviceRecord): void {
  try {
    localStorage.setItem(key(uid), JSON.stringify(record));
  } catch {
    // Private mode: push stays on until the page closes.
  }
}

export function clearDeviceRecord(uid: string): void {
  try {
    localStorage.removeItem(key(uid));
  } catch {
    // Nothing stored.
  }
}
