/** Pure helpers of the Contacts section: its order, its names and its 'Added' dates. */
import { personName } from '@/domain/fallback-name';
import type { Contact } from '@/domain/model';
import type { ProfileState } from '@/offline/profiles';
import { addedYouOnText, PEOPLE_TEXT } from './people-texts';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Alphabetical by the name the list shows: the person's current name where the device has
 * their profile (`liveNames`, by uid), else the copy stored when they were added (the
 * fallback name for users without one).
 */
export function sortContacts(
  contacts: readonly Contact[],
  liveNames: ReadonlyMap<string, string> = new Map(),
): Contact[] {
  return contacts
    .map((contact) => ({
      contact,
      name: liveNames.get(contact.uid) ?? storedName(contact),
    }))
    .sort((a, b) => collator.compare(a.name, b.name) || (a.contact.uid < b.contact.uid ? -1 : 1))
    .map((entry) => entry.contact);
}

/**
 * The name stored with the entry: the display name, else the generated one (kept with the
 * entry, or made from the phone of an entry from before it was kept). 'Unknown' when an
 * old entry without a phone has neither.
 */
function storedName(contact: Contact): string {
  return personName(contact) || PEOPLE_TEXT.unknown;
}

// The device's locale, like every date and time the app shows.
const sameYear = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const otherYear = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'Added Mar 5'; with the year when it is not this year's; 'Added' while the time is unknown. */
export function addedLabel(addedAt: number | null, now: number): string {
  if (addedAt === null) return PEOPLE_TEXT.added;
  const date = new Date(addedAt);
  const format = date.getFullYear() === new Date(now).getFullYear() ? sameYear : otherYear;
  return `${PEOPLE_TEXT.added} ${format.format(date)}`;
}

/** 'Added you on Mar 5' (with the year when not this year's); 'Added you' while unknown. */
export function addedYouLabel(addedAt: number | null, now: number): string {
  if (addedAt === null) return PEOPLE_TEXT.addedYou;
  const date = new Date(addedAt);
  const format = date.getFullYear() === new Date(now).getFullYear() ? sameYear : otherYear;
  return addedYouOnText(format.format(date));
}

/**
 * A contact as the person is now: the name and picture of their live public profile once
 * the device has it (a picture they removed is gone here too), else the copy stored on the
 * day they were added.
 */
export function liveContact(
  contact: Contact,
  profile: ProfileState,
): { name: string; pictureUrl: string | undefined } {
  const stored = storedName(contact);
  if (profile.state !== 'found') return { name: stored, pictureUrl: contact.profilePictureUrl };
  const { displayName, fallbackName, profilePictureUrl } = profile.profile;
  const name = personName({
    displayName,
    fallbackName: fallbackName || contact.fallbackName,
    phoneNumber: contact.phoneNumber,
  });
  return { name: name || stored, pictureUrl: profilePictureUrl };
}

/** The names liveContact shows, by uid, for the contacts whose profile the device has. */
export function liveContactNames(
  contacts: readonly Contact[],
  profiles: ReadonlyMap<string, ProfileState>,
): Map<string, string> {
  const names = new Map<string, string>();
  for (const contact of contacts) {
    const profile = profiles.get(contact.uid);
    if (profile?.state === 'found') names.set(contact.uid, liveContact(contact, profile).name);
  }
  return names;
}
