#!/usr/bin/env node
// Draws the Debate Arena logo (a balance whose two pans are speech bubbles: two sides,
// weighed fairly) and writes every icon the app and its install prompt use:
//   public/favicon.svg, public/icons/icon-mono.svg and the PNGs in public/icons/.
// The PNGs are rendered by headless Chromium; flat colours keep them small, and the
// script fails if one outgrows its budget. Run `node scripts/make-icons.mjs` after changing the drawing, and commit
// the results. CHROMIUM_PATH overrides /usr/bin/chromium.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'public');

const INDIGO = '#4338ca'; // --color-primary
const WHITE = '#ffffff';
const LAVENDER = '#c7d2fe'; // the second voice: a light indigo, 5.3:1 against INDIGO (white is 7.9:1)

/**
 * The logo in a 512 × 512 box, centred on (256, 256): a beam on a post, and a speech
 * bubble hanging from each end, their tails pointing at each other.
 */
function glyph({ left = WHITE, right = LAVENDER, frame = WHITE } = {}) {
  const bubble = (x, flip) => {
    // A rounded bubble 136 × 96 whose three "typing" dots are holes (so they show the tile
    // through, or nothing in the one-colour icon), with its tail at the inner bottom corner.
    const [y, w, h, r] = [240, 136, 96, 40];
    const outline =
      `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}` +
      `A${r} ${r} 0 0 1 ${x + w - r} ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}` +
      `V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
    const dots = [-34, 0, 34]
      .map((dx) => `M${x + w / 2 + dx - 11} 288a11 11 0 1 0 22 0a11 11 0 1 0 -22 0Z`)
      .join('');
    const tailBase = flip ? x + 30 : x + 106;
    const tailTip = flip ? x - 16 : x + 152;
    return [
      `<path fill-rule="evenodd" d="${outline}${dots}"/>`,
      `<path d="M${tailBase - 24} 320L${tailTip} 366L${tailBase + 24} 320Z"/>`,
    ].join('');
  };
  const hanger = (cx) =>
    `<path d="M${cx - 36} 246L${cx} 162L${cx + 36} 246" fill="none" stroke="${frame}" ` +
    'stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>';
  return [
    `<g fill="${frame}">`,
    '<circle cx="256" cy="118" r="26"/>',
    '<rect x="84" y="140" width="344" height="28" rx="14"/>',
    '<rect x="242" y="150" width="28" height="222" rx="6"/>',
    '<rect x="168" y="364" width="176" height="32" rx="16"/>',
    '</g>',
    hanger(124),
    hanger(388),
    `<g fill="${left}">${bubble(56, false)}</g>`,
    `<g fill="${right}">${bubble(320, true)}</g>`,
  ].join('');
}

// The drawing spans y 92–396 (x 56–456): nudge it so its centre sits on the canvas's.
const CENTRE_SHIFT = 256 - (92 + 396) / 2;

/** The glyph scaled about the canvas centre; at `scale` 1 it is 400 × 304 of the 512 box. */
function placed(scale, colours) {
  const t = `translate(256 256) scale(${scale}) translate(-256 ${-256 + CENTRE_SHIFT})`;
  return `<g transform="${t}">${glyph(colours)}</g>`;
}

function svg(body, size = 512) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" ` +
    `viewBox="0 0 512 512">${body}</svg>\n`
  );
}

/** Purpose "any": the logo on a rounded indigo tile, transparent corners. */
const tile = (size, scale = 0.9) =>
  svg(`<rect width="512" height="512" rx="112" fill="${INDIGO}"/>${placed(scale, {})}`, size);

/**
 * Full-bleed indigo: launchers crop maskable icons to any shape inside the central 80 %
 * circle (radius 205), and iOS rounds apple-touch icons itself. The glyph's farthest point
 * (a bubble's outer corner) is 208 from the centre at scale 1, so 171 at 0.82.
 */
const fullBleed = (size) =>
  svg(`<rect width="512" height="512" fill="${INDIGO}"/>${placed(0.82, {})}`, size);

/** One colour, no background: for mask icons and notification badges (alpha only). */
const mono = (colour, size) =>
  svg(placed(1.06, { left: colour, right: colour, frame: colour }), size);

const outputs = [
  { file: 'icons/icon-192.png', size: 192, draw: tile, transparent: true },
  { file: 'icons/icon-512.png', size: 512, draw: tile, transparent: true },
  { file: 'icons/maskable-192.png', size: 192, draw: fullBleed },
  { file: 'icons/maskable-512.png', size: 512, draw: fullBleed },
  { file: 'icons/apple-touch-icon-180.png', size: 180, draw: fullBleed },
  // For a push notification's `badge`: Android draws only its alpha channel.
  { file: 'icons/badge-96.png', size: 96, draw: (size) => mono(WHITE, size), transparent: true },
];

const svgFiles = [
  // A tab is 16–32 px wide: the favicon lets the logo fill more of its tile.
  { file: 'favicon.svg', text: tile(undefined, 1) },
  { file: 'icons/icon-mono.svg', text: mono('#000000') },
];

async function render(browser, { size, draw, transparent = false }) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  try {
    await page.setContent(
      '<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>' +
        draw(size),
    );
    return await page.screenshot({ type: 'png', omitBackground: transparent });
  } finally {
    await page.close();
  }
}

async function main() {
  await mkdir(join(publicDir, 'icons'), { recursive: true });
  const report = [];
  for (const { file, text } of svgFiles) {
    await writeFile(join(publicDir, file), text);
    report.push([file, Buffer.byteLength(text)]);
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (const output of outputs) {
      const png = await render(browser, output);
      const budget = output.size > 192 ? 60_000 : 20_000;
      if (png.length > budget) {
        throw new Error(`${output.file} is ${png.length} B, over its ${budget} B budget.`);
      }
      await writeFile(join(publicDir, output.file), png);
      report.push([output.file, png.length]);
    }
  } finally {
    await browser.close();
  }
  for (const [file, bytes] of report) {
    console.log(
      `${relative(root, join(publicDir, file)).padEnd(40)} ${String(bytes).padStart(6)} B`,
    );
  }
}

await main();
