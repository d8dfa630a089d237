/** The 'Reload to update' prompt, and a reload onto the new version when an old chunk is gone. */
export { recoverFromStaleChunks } from './stale-chunk-reload';
export { UpdatePrompt } from './update-prompt';
