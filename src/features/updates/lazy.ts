/** The registration is its own chunk: workbox-window stays out of the page's first download. */
export const registerServiceWorkerLater = async () =>
  (await import('./register-service-worker')).registerServiceWorker();
