/** The photo picker's words (src/components/photo-picker.tsx). */
export const PHOTO_PICKER_TEXT = {
  takePhoto: 'Take a photo',
  choosePhoto: 'Choose a photo',
  removePhoto: 'Remove photo',
  keepPhoto: 'Keep my photo',
  preparing: 'Preparing your photo…',
  ready: 'New photo ready.',
  removing: 'Your photo will be removed.',
  unreadable: 'That file is not a photo this device can read. Try another one.',
  tooLarge: 'That photo could not be made small enough. Try another one.',
  hint: 'Cropped to a square and made small on this phone before it is sent.',
} as const;
