/**
 * Every export in src/ is imported by something. An export nothing imports is dead weight a
 * reader must still understand: delete it, or drop the `export` when its own file uses it.
 * A test's import counts (a module's helpers are tested directly), but an export that only
 * tests import and its own file never uses exists only for tests: it goes, or it is listed in
 * TEST_ONLY with the reason. A feature's index.ts re-exports count only when something imports
 * them from the index.
 *
 * Imports are read from the syntax of every file that can reach src/ (the app, the functions,
 * the worker, scripts, bench, tests) with the TypeScript parser, without type checking.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const PLACES = ['src', 'functions/src', 'sw', 'scripts', 'bench', 'tests'];
const ROOT_FILES = ['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts'];
/** Folders of built or installed code, by name or by path from the root. */
const SKIP = new Set(['node_modules', 'dist', 'functions/lib', 'bench/floor/dist']);

/** Files whose exports have users outside this repository's imports. */
const ENTRY_POINTS = new Set([
  // Stands in for the re2js package (appAliases in vite.config.ts): Firestore imports it.
  'src/vendor/re2js-build-stub.ts',
]);

/**
 * Exports that exist for tests alone, kept on purpose (`file: name`, with the reason). Keep
 * it short: a test usually goes through what the app uses.
 */
const TEST_ONLY: ReadonlySet<string> = new Set([
  // A module store's state, reset between tests (one page visit is one test's life).
  'src/app/guards.tsx: resetVisitForTests',
  'src/features/install/install-store.ts: resetInstallWatch',
  'src/features/updates/update-store.ts: resetUpdateState',
  'src/push/push-session.ts: resetPushStatuses',
  // A ballot without quotes, which the judging tests build on.
  'src/domain/judging/evidence.ts: emptyEvidence',
  // The criteria's labels, checked against the judge's prompt by prompt.test.ts and criteria.test.ts.
  'src/domain/judging/prompt.ts: JUDGE_CRITERIA',
  // The empty rating history, the start every series test builds on.
  'src/domain/rating-series.ts: EMPTY_SERIES',
]);

const isTest = (file: string) =>
  file.startsWith('tests/') || /\.(test|fixtures)\.tsx?$/.test(file) || file.includes('/support/');

function walk(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (SKIP.has(name) || SKIP.has(rel)) return [];
    if (statSync(path.join(root, rel)).isDirectory()) return walk(rel);
    return /\.(ts|tsx|mts|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** Every file read, by its path from the root: where an import can land. */
let known = new Set<string>();

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  base = base.replace(/\.js$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => known.has(candidate)) ?? null;
}

interface Module {
  /** Exported name → whether the file itself uses it apart from the export. */
  exports: Map<string, boolean>;
  /** Re-exported name → [module, name there]; '*' lists `export * from` targets. */
  reexports: Map<string, [string, string]>;
  star: string[];
}

const ALL = '*';
const modules = new Map<string, Module>();
/** `file: name` for every use; a use by test code goes in the second set. */
const used = new Set<string>();
const usedByTests = new Set<string>();
const unfollowed: string[] = [];

function use(file: string, name: string, byTest: boolean) {
  (byTest ? usedByTests : used).add(`${file}: ${name}`);
}

function hasExport(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function isDefault(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)
  );
}

function declaredNames(node: ts.Node): ts.Identifier[] {
  if (ts.isVariableStatement(node)) {
    return node.declarationList.declarations.flatMap((d) =>
      ts.isIdentifier(d.name) ? [d.name] : [],
    );
  }
  const name = (node as { name?: ts.Node }).name;
  return name && ts.isIdentifier(name) ? [name] : [];
}

/** The names an `import('x')` is used for, when its shape says so; null when it cannot tell. */
function dynamicNames(call: ts.CallExpression): string[] | null {
  let node: ts.Node = call;
  if (ts.isAwaitExpression(node.parent)) node = node.parent;
  if (ts.isParenthesizedExpression(node.parent)) node = node.parent;
  const parent = node.parent;
  // (await import('x')).Name
  if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
    if (parent.name.text !== 'then') return [parent.name.text];
    // import('x').then(({ a, b }) => …)
    const callback = ts.isCallExpression(parent.parent) ? parent.parent.arguments[0] : undefined;
    const param =
      callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))
        ? callback.parameters[0]?.name
        : undefined;
    return param && ts.isObjectBindingPattern(param) ? bindingNames(param) : null;
  }
  // const { a, b } = await import('x')
  if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name)) {
    return bindingNames(parent.name);
  }
  // page(() => import('./routes/x'), 'XRoute'): the router names what it takes.
  if (ts.isArrowFunction(parent) && ts.isCallExpression(parent.parent)) {
    const names = parent.parent.arguments.filter(ts.isStringLiteral).map((s) => s.text);
    return names.length ? names : null;
  }
  return null;
}

function bindingNames(pattern: ts.ObjectBindingPattern): string[] | null {
  const names = pattern.elements.map((e) => {
    const key = e.propertyName ?? e.name;
    return ts.isIdentifier(key) ? key.text : null;
  });
  return names.every((n) => n !== null) && !pattern.elements.some((e) => e.dotDotDotToken)
    ? (names as string[])
    : null;
}

function scan(file: string) {
  const text = readFileSync(path.join(root, file), 'utf8');
  // Outside src/, only a file that names src/ can import from it.
  if (!file.startsWith('src/') && !/['"](?:@\/|(?:\.\.?\/)+src\/)/.test(text)) return;
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const byTest = isTest(file);
  const mine: Module = { exports: new Map(), reexports: new Map(), star: [] };
  const declarations = new Set<ts.Node>();
  /** Local name → [module, name there], for `import { x } from …; export { x };`. */
  const imported = new Map<string, [string, string]>();

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const target = resolve(file, statement.moduleSpecifier.text);
      const clause = statement.importClause;
      if (!target || !clause) continue;
      if (clause.name) {
        use(target, 'default', byTest);
        imported.set(clause.name.text, [target, 'default']);
      }
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) use(target, ALL, byTest);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const e of bindings.elements) {
          use(target, (e.propertyName ?? e.name).text, byTest);
          imported.set(e.name.text, [target, (e.propertyName ?? e.name).text]);
        }
      }
    } else if (ts.isExportDeclaration(statement)) {
      const target =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? resolve(file, statement.moduleSpecifier.text)
          : null;
      const clause = statement.exportClause;
      if (!clause) {
        if (target) mine.star.push(target);
      } else if (ts.isNamedExports(clause)) {
        for (const e of clause.elements) {
          const local = (e.propertyName ?? e.name).text;
          mine.exports.set(e.name.text, false);
          const from = target ? ([target, local] as [string, string]) : imported.get(local);
          if (from) mine.reexports.set(e.name.text, from);
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      mine.exports.set('default', false);
    } else if (hasExport(statement)) {
      if (isDefault(statement)) mine.exports.set('default', false);
      for (const name of declaredNames(statement)) {
        mine.exports.set(name.text, false);
        declarations.add(name);
      }
    }
  }

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      const target = arg && ts.isStringLiteralLike(arg) ? resolve(file, arg.text) : null;
      if (target) {
        const names = dynamicNames(node);
        if (names) for (const name of names) use(target, name, byTest);
        else {
          use(target, ALL, byTest);
          if (!byTest) unfollowed.push(`${file}: import('${(arg as ts.StringLiteral).text}')`);
        }
      }
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      const target = ts.isStringLiteral(literal) ? resolve(file, literal.text) : null;
      let qualifier = node.qualifier;
      while (qualifier && ts.isQualifiedName(qualifier)) qualifier = qualifier.left;
      if (target) use(target, qualifier ? qualifier.text : ALL, byTest);
    }
    // A name of the file's own used in its own code (not where it is declared or exported).
    if (
      ts.isIdentifier(node) &&
      mine.exports.has(node.text) &&
      !declarations.has(node) &&
      !ts.isExportSpecifier(node.parent) &&
      !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) &&
      !(ts.isPropertyAssignment(node.parent) && node.parent.name === node)
    ) {
      mine.exports.set(node.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  modules.set(file, mine);
}

/** Follows uses through re-exports: an index's name is used when someone imports it there. */
function propagate(uses: Set<string>) {
  let grew = true;
  while (grew) {
    grew = false;
    for (const [file, mod] of modules) {
      const all = uses.has(`${file}: ${ALL}`);
      for (const [name, [target, there]] of mod.reexports) {
        if ((all || uses.has(`${file}: ${name}`)) && !uses.has(`${target}: ${there}`)) {
          uses.add(`${target}: ${there}`);
          grew = true;
        }
      }
      for (const target of mod.star) {
        const wanted = [...uses]
          .filter((u) => u.startsWith(`${file}: `))
          .map((u) => u.slice(file.length + 2))
          .filter((name) => !mod.exports.has(name));
        for (const name of wanted) {
          if (!uses.has(`${target}: ${name}`)) {
            uses.add(`${target}: ${name}`);
            grew = true;
          }
        }
      }
    }
  }
}

const started = performance.now();
const files = [...PLACES.flatMap(walk), ...ROOT_FILES];
known = new Set(files);
for (const file of files) scan(file);
propagate(used);
for (const u of used) usedByTests.add(u);
propagate(usedByTests);
const elapsed = performance.now() - started;

function unused(uses: Set<string>): string[] {
  return [...modules]
    .filter(([file]) => file.startsWith('src/') && !isTest(file) && !ENTRY_POINTS.has(file))
    .flatMap(([file, mod]) =>
      [...mod.exports.keys()]
        .filter((name) => !uses.has(`${file}: ${name}`) && !uses.has(`${file}: ${ALL}`))
        .map((name) => `${file}: ${name}`),
    );
}

const usedInItsFile = (entry: string) => {
  const [file, name] = entry.split(': ') as [string, string];
  return modules.get(file)?.exports.get(name) ?? false;
};

test('reads every file that can import from src/', () => {
  expect(modules.size).toBeGreaterThan(500);
  console.log(`dead exports: ${modules.size} files read in ${Math.round(elapsed)} ms`);
});

test('every dynamic import in the app names what it takes', () => {
  // (await import('x')).Name, import('x').then(({ Name }) => …), const { Name } = await
  // import('x'), or the router's page(() => import('x'), 'Name'): anything else counts as
  // using every export of x, and hides dead ones.
  expect(unfollowed).toEqual([]);
});

test('every export in src/ is imported by something', () => {
  const dead = unused(usedByTests).map(
    (entry) =>
      `${entry}: ${usedInItsFile(entry) ? "drop 'export', its file uses it" : 'delete it'}`,
  );
  expect(dead).toEqual([]);
});

test('no export exists only for tests, but those listed in TEST_ONLY', () => {
  const deadEvenForTests = new Set(unused(usedByTests));
  const testsOnly = new Set(
    unused(used).filter((entry) => !usedInItsFile(entry) && !deadEvenForTests.has(entry)),
  );
  const unlisted = [...testsOnly].filter((entry) => !TEST_ONLY.has(entry));
  expect(unlisted, 'only tests import these: remove them, or list them with the reason').toEqual(
    [],
  );
  const stale = [...TEST_ONLY].filter((entry) => !testsOnly.has(entry));
  expect(stale, 'TEST_ONLY lists these, but they are used by code or gone').toEqual([]);
});
