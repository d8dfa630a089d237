/** The words of the notification controls. */
import type { PushBlocker } from '@/push/availability';
import type { PushFailure } from '@/push/push-session';

export const PUSH_SETTINGS_TEXT = {
  title: 'Notifications',
  pitch: 'Get a notification when your debate is accepted or judged.',
  enable: 'Enable notifications',
  disable: 'Turn off notifications',
  on: 'Notifications are on for this device.',
  working: 'Working…',
  allowWhileOpen: 'Allow notifications',
  whileOpenPitch:
    'You can still get a system notification while Debate Arena is open in the background.',
  whileOpenOn: 'System notifications are on while Debate Arena is open in the background.',
};

export const PUSH_BLOCKER_TEXT: Record<PushBlocker, string> = {
  emulator: 'Push notifications are not available in this setup (emulator mode).',
  'no-vapid-key': 'Push notifications are not available in this setup (no VAPID key).',
  'no-service-worker':
    'Push notifications are not available in this setup (no service worker: use a production build).',
  unsupported: 'This browser does not support push notifications.',
  'ios-not-installed':
    'On iPhone and iPad, notifications work only in the installed app: tap Share, then Add to Home Screen, and open Debate Arena from your home screen.',
  denied:
    'Notifications are blocked for this site. Allow them in your browser’s site settings, then reload.',
};

export const PUSH_FAILURE_TEXT: Record<PushFailure, string> = {
  offline: 'You are offline. Connect to the internet to turn on notifications.',
  'not-allowed': 'Notifications were not allowed. Tap Enable notifications to ask again.',
  error: 'Could not turn on notifications. Please try again.',
};
