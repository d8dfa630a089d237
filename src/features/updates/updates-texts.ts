/** The words of the update prompt. */
export const UPDATE_TEXTS = {
  ready: 'A new version of Debate Arena is ready.',
  reload: 'Reload to update',
  updating: 'Updating…',
  later: 'Later',
};
