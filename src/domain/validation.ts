/**
 * Checks on what users type (SPEC §5), shared by the forms and the Cloud Functions so both
 * refuse the same input with the same words. Lengths count UTF-16 units, as the inputs'
 * maxLength attribute does, which never exceeds the server's character count.
 */

type Validated<T> = { ok: true; value: T } | { ok: false; error: string };

function fail<T>(error: string): Validated<T> {
  return { ok: false, error };
}

// ——— Profile ———

export const DISPLAY_NAME_MAX_LENGTH = 50;
export const BIO_MAX_LENGTH = 500;
export const PICTURE_URL_MAX_LENGTH = 2048;

const PROFILE_ERRORS = {
  displayNameTooLong: 'Display name must be 50 characters or less',
  bioTooLong: 'Bio must be 500 characters or less',
  invalidPictureUrl: 'Please enter a valid image URL',
  pictureUrlTooLong: 'Image URL must be 2048 characters or less',
} as const;

export type ProfileField = 'displayName' | 'bio' | 'profilePictureUrl';

/** What the form submits; a field left undefined is not being changed. */
export type ProfileInput = Partial<Record<ProfileField, string | null>>;

/**
 * The fields to write: only those given; a trimmed value, or null where the field was
 * emptied (SPEC: empty values are stored as absent, so null means delete the field).
 */
export type ProfilePatch = Partial<Record<ProfileField, string | null>>;

type ProfileValidation =
  | { ok: true; value: ProfilePatch }
  | { ok: false; error: string; fieldErrors: Partial<Record<ProfileField, string>> };

/**
 * The normalized picture URL, or null when the text is not an absolute http(s) URL with a
 * host. Anything else (javascript:, data:, relative paths, credentials) could run script or
 * leak secrets when rendered, so it is refused rather than repaired.
 */
export function parseImageUrl(text: string): string | null {
  if (!/^https?:\/\/[^\s]+$/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url.href;
}

type FieldResult = { value: string | null } | { error: string };

function normalizeProfileField(field: ProfileField, raw: string | null): FieldResult {
  const trimmed = raw?.trim() ?? '';
  if (trimmed === '') return { value: null };
  switch (field) {
    case 'displayName':
      return trimmed.length > DISPLAY_NAME_MAX_LENGTH
        ? { error: PROFILE_ERRORS.displayNameTooLong }
        : { value: trimmed };
    case 'bio':
      return trimmed.length > BIO_MAX_LENGTH
        ? { error: PROFILE_ERRORS.bioTooLong }
        : { value: trimmed };
    case 'profilePictureUrl': {
      if (trimmed.length > PICTURE_URL_MAX_LENGTH)
        return { error: PROFILE_ERRORS.pictureUrlTooLong };
      const href = parseImageUrl(trimmed);
      if (href === null) return { error: PROFILE_ERRORS.invalidPictureUrl };
      // Percent-encoding can lengthen the URL past the limit the rules enforce.
      return href.length > PICTURE_URL_MAX_LENGTH
        ? { error: PROFILE_ERRORS.pictureUrlTooLong }
        : { value: href };
    }
  }
}

const PROFILE_FIELDS: readonly ProfileField[] = ['displayName', 'bio', 'profilePictureUrl'];

/** Checks every given field; on failure reports each bad field and the first message. */
export function validateProfile(input: ProfileInput): ProfileValidation {
  const value: ProfilePatch = {};
  const fieldErrors: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const raw = input[field];
    if (raw === undefined) continue;
    const result = normalizeProfileField(field, raw);
    if ('error' in result) fieldErrors[field] = result.error;
    else value[field] = result.value;
  }
  const firstError = PROFILE_FIELDS.map((field) => fieldErrors[field]).find(Boolean);
  return firstError ? { ok: false, error: firstError, fieldErrors } : { ok: true, value };
}

// ——— Debate request ———

export const TIME_LIMIT_OPTIONS = [15, 30, 45, 60] as const;
type TimeLimit = (typeof TIME_LIMIT_OPTIONS)[number];
export const DEFAULT_TIME_LIMIT: TimeLimit = 30;
export const TOPIC_MAX_LENGTH = 200;
export const STANCE_MAX_LENGTH = 1000;

export const DEBATE_REQUEST_ERRORS = {
  signedOut: 'Please sign in to start a debate',
  topicMissing: 'Please enter a debate topic',
  stanceMissing: 'Please enter your stance on the topic',
  topicTooLong: 'Topic must be 200 characters or less',
  stanceTooLong: 'Stance must be 1000 characters or less',
  badTimeLimit: 'Please choose a time limit of 15, 30, 45 or 60 minutes',
} as const;

export function isTimeLimitOption(value: unknown): value is TimeLimit {
  return TIME_LIMIT_OPTIONS.some((option) => option === value);
}

interface DebateRequestInput {
  /** The signed-in user, or nothing when signed out. */
  user: { uid: string } | null | undefined;
  topic: string;
  stance: string;
  timeLimit: number;
}

export interface DebateRequestDraft {
  topic: string;
  stance: string;
  timeLimit: TimeLimit;
}

/** Checks in the order the user would fix them: sign-in, topic, stance, time limit. */
export function validateDebateRequest(input: DebateRequestInput): Validated<DebateRequestDraft> {
  if (!input.user?.uid) return fail(DEBATE_REQUEST_ERRORS.signedOut);
  const topic = input.topic.trim();
  const stance = input.stance.trim();
  if (!topic) return fail(DEBATE_REQUEST_ERRORS.topicMissing);
  if (topic.length > TOPIC_MAX_LENGTH) return fail(DEBATE_REQUEST_ERRORS.topicTooLong);
  if (!stance) return fail(DEBATE_REQUEST_ERRORS.stanceMissing);
  if (stance.length > STANCE_MAX_LENGTH) return fail(DEBATE_REQUEST_ERRORS.stanceTooLong);
  if (!isTimeLimitOption(input.timeLimit)) return fail(DEBATE_REQUEST_ERRORS.badTimeLimit);
  return { ok: true, value: { topic, stance, timeLimit: input.timeLimit } };
}

/** The submit button is enabled only with both fields filled and nothing in flight. */
export function canSubmitDebateRequest(topic: string, stance: string, busy: boolean): boolean {
  return !busy && topic.trim() !== '' && stance.trim() !== '';
}

// ——— Messages ———

export const MESSAGE_MAX_LENGTH = 4000;
const MESSAGE_TOO_LONG = 'Message must be 4000 characters or less';

/** 'empty' is not an error: the send is silently ignored (SPEC §5 "Send message"). */
type MessageCheck =
  { kind: 'empty' } | { kind: 'tooLong'; error: string } | { kind: 'ok'; content: string };

/** The content to send, trimmed at both ends; inner line breaks are kept. */
export function checkMessage(raw: string): MessageCheck {
  const content = raw.trim();
  if (!content) return { kind: 'empty' };
  if (content.length > MESSAGE_MAX_LENGTH) return { kind: 'tooLong', error: MESSAGE_TOO_LONG };
  return { kind: 'ok', content };
}

// ——— User search ———

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_TOO_SHORT = 'Please enter at least 2 characters to search';

// ——— Chat ids and uids ———

export const INVALID_CHAT_ID_TEXT = 'Invalid chat ID';

/** 1–128 of A–Z, a–z, 0–9, '_' and '-': safe as a Firestore document id and in a URL. */
const SAFE_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** A chat id: 1–128 of A–Z, a–z, 0–9, '_' and '-' (SAFE_ID_PATTERN). */
export function isValidChatId(id: unknown): id is string {
  return typeof id === 'string' && SAFE_ID_PATTERN.test(id);
}

/**
 * A uid a chat may be named after (directChatId): the same characters as a chat id (every Auth
 * uid qualifies), so the pair's id stays safe as a document id and in a URL.
 */
export function isValidUid(uid: unknown): uid is string {
  return typeof uid === 'string' && SAFE_ID_PATTERN.test(uid);
}
