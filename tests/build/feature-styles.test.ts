/**
 * Every component a feature hands out (its index.ts and lazy.ts) brings its feature's
 * stylesheets with it. The production build puts a stylesheet in the chunk of the module that
 * imports it, so a route that renders a feature's component through an entry whose imports never
 * reach that stylesheet shows it unstyled, in the production build only: `npm start` serves every
 * module a feature's index names. /results/{id} opened on its own showed the results as plain
 * text that way (ResultBody's modules used evaluation.css's classes; only the room's modules
 * imported it).
 *
 * Static and by source: a class counts when a className in the entry's own static imports (of
 * the same feature) names a class one of the feature's stylesheets defines; the stylesheet must
 * be among those imports. Classes of src/styles/global.css are always there (src/main.tsx).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'src');
const featuresDir = path.join(src, 'features');

/** The classes each of `folder`'s stylesheets defines (any selector naming them). */
function classesOf(folder: string): Map<string, string> {
  const owner = new Map<string, string>();
  for (const name of readdirSync(folder).filter((f) => f.endsWith('.css'))) {
    const file = path.join(folder, name);
    const selectors = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\{[^{}]*\}/g, '{}');
    for (const [, cls] of selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) owner.set(cls!, file);
  }
  return owner;
}

/** The module a relative or '@/' import names, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** What `file` imports for its runtime (type-only imports and dynamic import() left out). */
function runtimeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [
    ...code.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
  ]
    .map(([, specifier]) => resolveImport(file, specifier!))
    .filter((resolved): resolved is string => resolved !== null);
}

/** `entry` and every module it reaches through static imports. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set([entry]);
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (file.endsWith('.css')) continue;
    for (const next of runtimeImports(file)) {
      if (!seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return seen;
}

/** The class names a component's className attributes spell out (literals and templates). */
function classNamesIn(file: string): Set<string> {
  const code = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const match of code.matchAll(/className=(?:"([^"]*)"|\{)/g)) {
    let text = match[1];
    if (text === undefined) {
      // The braces' contents: every string literal in the expression.
      let depth = 1;
      let end = match.index + match[0].length;
      while (end < code.length && depth > 0) {
        if (code[end] === '{') depth++;
        if (code[end] === '}') depth--;
        end++;
      }
      const expression = code.slice(match.index + match[0].length, end - 1);
      text = [...expression.matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)]
        .map((literal) =>
          (literal[1] ?? literal[2] ?? literal[3] ?? '').replace(/\$\{[^}]*\}/g, ' '),
        )
        .join(' ');
    }
    for (const name of text.split(/\s+/)) if (/^[a-z][\w-]*$/.test(name)) names.add(name);
  }
  return names;
}

/** The modules a feature hands out: what its index.ts re-exports and lazy.ts imports. */
function entriesOf(folder: string): string[] {
  const entries: string[] = [];
  const index = path.join(folder, 'index.ts');
  if (existsSync(index)) {
    const code = readFileSync(index, 'utf8');
    for (const [, specifier] of code.matchAll(
      /export\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]/g,
    )) {
      const file = resolveImport(index, specifier!);
      if (file?.endsWith('.tsx')) entries.push(file);
    }
  }
  const lazy = path.join(folder, 'lazy.ts');
  if (existsSync(lazy)) {
    for (const [, specifier] of readFileSync(lazy, 'utf8').matchAll(
      /import\(['"]([^'"]+)['"]\)/g,
    )) {
      const file = resolveImport(lazy, specifier!);
      if (file) entries.push(file);
    }
  }
  return entries;
}

/** For each entry of each feature: the feature's classes its modules use without their sheet. */
function unstyledEntries(features: string): string[] {
  const problems: string[] = [];
  for (const name of readdirSync(features)) {
    const folder = path.join(features, name);
    if (!statSync(folder).isDirectory()) continue;
    const owners = classesOf(folder);
    for (const entry of entriesOf(folder)) {
      const reached = staticClosure(entry);
      for (const file of reached) {
        if (!file.endsWith('.tsx') || !file.startsWith(folder + path.sep)) continue;
        for (const cls of classNamesIn(file)) {
          const sheet = owners.get(cls);
          if (sheet && !reached.has(sheet)) {
            problems.push(
              `${path.relative(features, entry)} renders .${cls} (${path.relative(features, file)}) without ${path.relative(features, sheet)}`,
            );
          }
        }
      }
    }
  }
  return problems;
}

test("every component a feature hands out imports its feature's stylesheets", () => {
  expect(entriesOf(path.join(featuresDir, 'evaluation')).length).toBeGreaterThan(0);
  expect(unstyledEntries(featuresDir)).toEqual([]);
});

test('the check finds a handed-out component whose stylesheet only a sibling imports', () => {
  // The shape /results had: the index hands out a body whose part uses the feature's class,
  // and only the room's panel imports the sheet.
  const features = mkdtempSync(path.join(tmpdir(), 'feature-styles-'));
  try {
    const folder = path.join(features, 'verdict');
    mkdirSync(folder);
    const files: Record<string, string> = {
      'index.ts': "export { Panel } from './panel';\nexport { Body } from './body';\n",
      'verdict.css': '.verdict-row { display: flex; }\n.verdict-panel .verdict-row { gap: 0; }\n',
      'panel.tsx':
        "import { Part } from './part';\nimport './verdict.css';\nexport const Panel = Part;\n",
      'body.tsx': "import { Part } from './part';\nexport const Body = Part;\n",
      'part.tsx': 'export function Part() {\n  return <p className={`verdict-row ${"x"}`} />;\n}\n',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
    expect(unstyledEntries(features)).toEqual([
      'verdict/body.tsx renders .verdict-row (verdict/part.tsx) without verdict/verdict.css',
    ]);
    writeFileSync(
      path.join(folder, 'body.tsx'),
      "import { Part } from './part';\nimport './verdict.css';\nexport const Body = Part;\n",
    );
    expect(unstyledEntries(features)).toEqual([]);
  } finally {
    rmSync(features, { recursive: true, force: true });
  }
});
