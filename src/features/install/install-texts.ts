/** The words of the install control. */
export const INSTALL_TEXT = {
  title: 'Install the app',
  pitch: 'Open Debate Arena from your home screen, full screen and offline.',
  button: 'Install app',
  installed: 'Debate Arena is installed on this device.',
  iosTitle: 'Add Debate Arena to your Home Screen',
  iosTapShare: 'In Safari, tap Share',
  iosThen: ', then',
  iosAddToHomeScreen: 'Add to Home Screen',
  iosDismiss: 'Got it',
};
