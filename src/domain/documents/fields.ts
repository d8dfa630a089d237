/**
 * The field readers every stored-document reader in this folder is made of. A stored field is
 * `unknown` until one of these has looked at it: documents are written by older versions of
 * the app and the functions, by scripts, and (where the rules allow) by any client.
 *
 * Pure: a Firestore Timestamp (client or Admin SDK) is recognised by its `toMillis()`, so
 * both the app and the functions read times the same way without importing Firebase.
 */

/** A plain object (a map field or a document's data): not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The string as stored; `fallback` ('' unless given) when it is not a string. */
export function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** The string without surrounding whitespace; '' when it is not a string. */
export function trimmedText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The string as stored, '' included; undefined when it is not a string. */
export function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The string as stored when it is not ''; undefined otherwise. */
export function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The string as stored (untrimmed) when it has more than whitespace; undefined otherwise. */
export function nonBlankText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Any stored value as `String()` shows it (a number as its digits); undefined for none (null
 * or missing). `shownText(v) ?? fallback` is `String(v ?? fallback)`, as the functions have
 * always read the texts of the results they wrote.
 */
export function shownText(value: unknown): string | undefined {
  return value === undefined || value === null ? undefined : String(value);
}

/**
 * The named fields of `data` in which `read` (optionalText unless given) finds text, each as
 * it reads it; the others left out.
 */
export function textFields<K extends string>(
  data: Record<string, unknown>,
  keys: readonly K[],
  read: (value: unknown) => string | undefined = optionalText,
): Partial<Record<K, string>> {
  const fields: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = read(data[key]);
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

/** The strings of an array, in order; [] when it is not an array. */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A Timestamp's epoch ms; null for anything else, a number included. */
export function timestampMillisOf(value: unknown): number | null {
  const toMillis = (value as { toMillis?: unknown } | null | undefined)?.toMillis;
  return typeof value === 'object' && typeof toMillis === 'function'
    ? (toMillis.call(value) as number)
    : null;
}

/**
 * A stored time (a Timestamp, or epoch ms) as epoch ms; null when there is none, e.g. a server
 * timestamp the local cache has not been given yet. Any number counts as epoch ms.
 */
export function millisOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  return timestampMillisOf(value);
}

/**
 * A stored Timestamp as it is, to copy into a write (epoch ms would lose the server time's
 * microseconds); null for anything else, a number included.
 */
export function timestampAsStored(value: unknown): unknown {
  return timestampMillisOf(value) === null ? null : value;
}

/** millisOf for a time that must be a real instant: NaN and ±Infinity read as none (null). */
export function finiteMillisOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return timestampMillisOf(value);
}

/** finiteMillisOf with 0 for none: for sorting and comparing, where 0 means 'never'. */
export function millisOrZero(value: unknown): number {
  return finiteMillisOf(value) ?? 0;
}

/**
 * A document's data as Firestore hands it over (Admin or client SDK), before a reader of this
 * folder has looked at it.
 */
export type StoredData = Record<string, unknown>;
