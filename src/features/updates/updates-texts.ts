/** The words of the update prompt. */
export const UPDATES_TEXT = {
  ready: 'A new version of Debate Arena is ready.',
  reload: 'Reload to update',
  updating: 'Updating…',
  later: 'Later',
};
