/**
 * What this device is, as far as installing and notifications care: iOS delivers web push
 * only to an app added to the home screen, and only after a permission asked from a tap.
 */

interface DeviceView {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** Safari's own flag for a home-screen app. */
  standalone?: boolean;
}

function currentDevice(): DeviceView {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints,
    standalone: nav.standalone,
  };
}

/** iPhone, iPad (which reports itself as a Mac with touch) or iPod. */
export function isIos(device: DeviceView = currentDevice()): boolean {
  return (
    /iPad|iPhone|iPod/.test(device.userAgent) ||
    (device.platform === 'MacIntel' && device.maxTouchPoints > 1)
  );
}

/** Running as an installed app (home screen or desktop window), not in a browser tab. */
export function isStandalone(device: DeviceView = currentDevice()): boolean {
  if (device.standalone === true) return true;
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    window.matchMedia('(display-mode: window-controls-overlay)').matches
  );
}
