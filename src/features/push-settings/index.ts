/** Turning notifications on and off, in the app's settings. */
export { PushControlCard } from './push-control';

/** The push token's upkeep and the notices shown while the app is hidden. */
export { PushBackground } from './push-background';
