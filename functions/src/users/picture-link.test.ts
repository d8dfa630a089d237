import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AVATAR_MAX_BYTES } from '@/domain/avatar';
import { fetchPictureLink, type FetchDeps } from './picture-link';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

let server: Server;
let port = 0;
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/ok.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (req.url === '/big.jpg') {
      return res
        .writeHead(200, { 'content-type': 'image/jpeg' })
        .end(Buffer.concat([JPEG_HEAD, Buffer.alloc(AVATAR_MAX_BYTES)]));
    }
    // A page that calls itself a picture: the bytes decide.
    if (req.url === '/page.png') {
      return res.writeHead(200, { 'content-type': 'image/png' }).end('<!doctype html><p>hi');
    }
    if (req.url === '/moved.png') {
      return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    }
    if (req.url === '/slow.png') return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/**
 * "pictures.example" resolves to a public address; the connection to that address is
 * delivered to the local server instead (the test machine has no internet).
 */
const opened: string[] = [];
const publicHost: FetchDeps = {
  resolve: async () => ['93.184.216.34'],
  open: (url, address, signal) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      opened.push(address);
      const sent = request({ host: '127.0.0.1', port, path: url.pathname, signal }, resolve);
      sent.on('error', reject);
      sent.end();
    }),
};

describe('fetchPictureLink: what it copies', () => {
  test('a picture at a public address, to the address that was checked', async () => {
    const fetched = await fetchPictureLink('https://pictures.example/ok.png', publicHost);
    expect(fetched).toEqual({ ok: true, bytes: new Uint8Array(PNG), type: 'image/png' });
    expect(opened.at(-1)).toBe('93.184.216.34');
  });

  test(`refuses more than ${AVATAR_MAX_BYTES} bytes, a page that claims to be a picture, and a 404`, async () => {
    expect(await fetchPictureLink('https://pictures.example/big.jpg', publicHost)).toEqual({
      ok: false,
      problem: 'too-large',
    });
    expect(await fetchPictureLink('https://pictures.example/page.png', publicHost)).toEqual({
      ok: false,
      problem: 'not-an-image',
    });
    expect(await fetchPictureLink('https://pictures.example/none.png', publicHost)).toEqual({
      ok: false,
      problem: 'unreachable',
    });
  });

  test('follows no redirect (one to the metadata server is not taken)', async () => {
    const before = requests.length;
    expect(await fetchPictureLink('https://pictures.example/moved.png', publicHost)).toEqual({
      ok: false,
      problem: 'unreachable',
    });
    expect(requests.slice(before)).toEqual(['/moved.png']);
  });

  test('gives up on an address that does not answer in time', async () => {
    const started = Date.now();
    expect(await fetchPictureLink('https://pictures.example/slow.png', publicHost, 300)).toEqual({
      ok: false,
      problem: 'unreachable',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('fetchPictureLink: never a private address', () => {
  test('refuses loopback by address and by name without a single request', async () => {
    const before = requests.length;
    for (const link of [
      `http://127.0.0.1:${port}/ok.png`,
      `http://localhost:${port}/ok.png`,
      `http://[::1]:${port}/ok.png`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.8/ok.png',
    ]) {
      expect(await fetchPictureLink(link), link).toEqual({ ok: false, problem: 'not-public' });
    }
    expect(requests.length).toBe(before);
  });

  test('refuses a name that resolves to a public and a private address', async () => {
    const before = opened.length;
    const mixed: FetchDeps = { ...publicHost, resolve: async () => ['93.184.216.34', '10.0.0.8'] };
    expect(await fetchPictureLink('https://pictures.example/ok.png', mixed)).toEqual({
      ok: false,
      problem: 'not-public',
    });
    expect(opened.length).toBe(before);
  });

  test('a name that does not resolve is unreachable', async () => {
    expect(await fetchPictureLink('https://no-such-host.invalid/p.png')).toEqual({
      ok: false,
      problem: 'unreachable',
    });
  });
});
