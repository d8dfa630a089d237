/**
 * Fetches the picture at a profile's picture link, once, for the function that copies it into
 * avatars/{uid} (copy-picture-link.ts), so that no other person's device ever requests an
 * address its owner chose (docs/pictures.md). Only a public address is contacted: the host
 * name is resolved here, every address it resolves to must be public (public-address.ts),
 * and the connection goes to that checked address (no second lookup a DNS answer could
 * change in between). No redirect is followed, the answer must be 200 with at most
 * AVATAR_MAX_BYTES of a JPEG, PNG, WebP or GIF by its own signature, within FETCH_TIMEOUT_MS.
 */
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import {
  AVATAR_MAX_BYTES,
  checkPicture,
  LINKED_TYPES,
  type PictureLinkProblem,
  type PictureType,
} from '@/domain/avatar';
import { isPublicAddress } from './public-address';

export const FETCH_TIMEOUT_MS = 4_000;

export type FetchedPicture =
  { ok: true; bytes: Uint8Array; type: PictureType } | { ok: false; problem: PictureLinkProblem };

export interface FetchDeps {
  /** The addresses a host name resolves to. */
  resolve(hostname: string): Promise<string[]>;
  /** Sends the GET for `url` to the already-checked `address`. */
  open(url: URL, address: string, signal: AbortSignal): Promise<IncomingMessage>;
}

async function resolveAll(hostname: string): Promise<string[]> {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

function openPinned(url: URL, address: string, signal: AbortSignal): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'GET',
        signal,
        headers: { accept: 'image/*', 'user-agent': 'DebateArena-PictureCopy/1' },
        // The connection goes to the address that was checked, whatever DNS says now; TLS
        // still verifies the certificate for the host name.
        lookup: (_host, options, callback) => {
          const family = isIP(address);
          if ((options as { all?: boolean }).all) {
            (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
              { address, family },
            ]);
          } else {
            (callback as (e: null, a: string, f: number) => void)(null, address, family);
          }
        },
      },
      resolve,
    );
    sent.on('error', reject);
    sent.end();
  });
}

export const DEFAULT_FETCH_DEPS: FetchDeps = { resolve: resolveAll, open: openPinned };

/** Reads at most `limit` + 1 bytes of the body: one more says it was too large. */
async function readBody(response: IncomingMessage, limit: number): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) {
      response.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** The picture at `link`, or why there is none. Never throws. */
export async function fetchPictureLink(
  link: string,
  deps: FetchDeps = DEFAULT_FETCH_DEPS,
  timeoutMs = FETCH_TIMEOUT_MS,
): Promise<FetchedPicture> {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { ok: false, problem: 'unreachable' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, problem: 'unreachable' };
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await deps.resolve(host);
  } catch {
    return { ok: false, problem: 'unreachable' };
  }
  // One private address among the answers is enough to refuse: a name that resolves to
  // both could be steered to the private one.
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
    return { ok: false, problem: 'not-public' };
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await deps.open(url, addresses[0]!, controller.signal);
    if (response.statusCode !== 200) {
      response.resume();
      return { ok: false, problem: 'unreachable' };
    }
    const bytes = await readBody(response, AVATAR_MAX_BYTES);
    if (!bytes) return { ok: false, problem: 'too-large' };
    const checked = checkPicture(bytes, LINKED_TYPES);
    return checked.ok
      ? { ok: true, bytes, type: checked.type }
      : { ok: false, problem: checked.reason };
  } catch {
    return { ok: false, problem: 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}
