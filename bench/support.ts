/** Helpers for the benchmark: sizes of what a page loads, IndexedDB seeding, statistics. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import type { Page } from '@playwright/test';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Records the JavaScript files a page requests from its own origin. */
export function recordScripts(page: Page, origin: string): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && request.resourceType() === 'script') scripts.add(url.pathname);
  });
  return scripts;
}

/**
 * Waits until the page has requested no new script for `quietMs` (lazy chunks included).
 * Not 'networkidle': Firestore's listen channel keeps the network busy for good.
 */
export async function scriptsSettled(scripts: Set<string>, quietMs = 1500): Promise<void> {
  let size = -1;
  let since = Date.now();
  for (;;) {
    if (scripts.size !== size) {
      size = scripts.size;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Gzip (level 9) bytes of built files, read from the build folder. */
export function gzipBytes(distDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) {
    total += gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  }
  return total;
}

/**
 * The part of built files that came from the sources `from` matches, by each file's source map:
 * every generated span is counted for the source its mapping names (the build keeps .map files
 * beside its chunks). `gzip` compresses those spans on their own, so it is what they would cost
 * with nothing around them to share a dictionary with: an upper estimate of their share.
 */
export function sourceBytes(
  distDir: string,
  files: Iterable<string>,
  from: RegExp,
): { raw: number; gzip: number; files: string[]; sources: string[] } {
  const spans: string[] = [];
  const holding: string[] = [];
  const sources = new Set<string>();
  for (const file of files) {
    // A file copied as it is (public/theme.js) has no map: it holds no bundled source.
    if (!existsSync(path.join(distDir, `${file}.map`))) continue;
    const code = readFileSync(path.join(distDir, file), 'utf8').split('\n');
    const map = JSON.parse(readFileSync(path.join(distDir, `${file}.map`), 'utf8')) as {
      sources: string[];
      mappings: string;
    };
    const before = spans.length;
    decode(map.mappings).forEach((segments, lineIndex) => {
      const line = code[lineIndex] ?? '';
      segments.forEach((segment, i) => {
        const source = segment.length > 1 ? map.sources[segment[1] as number] : undefined;
        if (!source || !from.test(source)) return;
        sources.add(source);
        spans.push(line.slice(segment[0], segments[i + 1]?.[0] ?? line.length));
      });
    });
    if (spans.length > before) holding.push(file);
  }
  const text = spans.join('');
  return {
    raw: Buffer.byteLength(text),
    gzip: text ? gzipSync(text, { level: 9 }).length : 0,
    files: holding,
    sources: [...sources],
  };
}

export interface Row {
  figure: string;
  value: string;
  budget: string;
  ok: boolean | null;
  raw?: Record<string, unknown>;
  /** When a partial run measured it (bench/results.partial.json). */
  measuredAt?: string;
}

/** Writes records into an object store of the app's IndexedDB database (as Dexie lays it out). */
export async function idbPut(
  page: Page,
  dbName: string,
  store: string,
  records: unknown[],
): Promise<void> {
  await page.evaluate(
    async ({ dbName, store, records }) => {
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(store, 'readwrite');
          const objects = tx.objectStore(store);
          for (const record of records) objects.put(record);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      });
    },
    { dbName, store, records },
  );
}

/**
 * Resolves once an object store of the app's database is empty, checking every 25 ms over one
 * connection (a connection per check would load the browser's IndexedDB while it is timed).
 */
export async function idbWaitEmpty(
  page: Page,
  dbName: string,
  store: string,
  timeoutMs = 120_000,
): Promise<void> {
  await page.evaluate(
    async ({ dbName, store, timeoutMs }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => resolve(open.result);
      });
      const count = () =>
        new Promise<number>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const deadline = Date.now() + timeoutMs;
      try {
        while ((await count()) > 0) {
          if (Date.now() > deadline) throw new Error(`${store} is still not empty`);
          await new Promise((r) => setTimeout(r, 25));
        }
      } finally {
        db.close();
      }
    },
    { dbName, store, timeoutMs },
  );
}

/** The page's JS heap in use after a full garbage collection (CDP), in bytes. */
export async function jsHeapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
  } finally {
    await cdp.detach();
  }
}

interface ReadMeter {
  __debateArenaReads: { reset(): void; count(): number };
}

/** Zeroes the page's Firestore read meter (src/data/read-meter.ts). */
export async function resetPageReads(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as ReadMeter).__debateArenaReads.reset());
}

/** The Firestore documents the page has read since the meter was last zeroed. */
export async function pageReads(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as ReadMeter).__debateArenaReads.count());
}
