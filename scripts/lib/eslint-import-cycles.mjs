/**
 * The project's own import-cycle rule for ESLint (`local/no-cycle` in eslint.config.js): a
 * module may not import one that leads back to it. It replaces eslint-plugin-import's
 * no-cycle, which parsed every imported module again through its own parser and resolver and
 * took 50 of lint's 66 s of rule time on the 2-core machine; this one reads each module's
 * imports once per lint run with TypeScript's scanner and resolver (the compiler's own
 * module resolution, with tsconfig.base.json's paths) and walks the graph it builds.
 *
 * What counts as an edge is what no-cycle counted: static imports and re-exports, side-effect
 * imports and dynamic import() of a project module; `import type`, `export type` and imports
 * whose every name is a type are left out (they vanish from the emitted code), and so are
 * packages (no-cycle's ignoreExternal).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

const compilerOptions = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  resolveJsonModule: true,
  baseUrl: root,
  paths: { '@/*': ['./src/*'] },
};
const resolutionCache = ts.createModuleResolutionCache(root, (name) => name, compilerOptions);

const SOURCE = /\.(?:ts|tsx|mts|cts)$/;
const DECLARATION = /\.d\.(?:ts|mts|cts)$/;

/** A project source file the import names, or null (a package, a declaration, JSON). */
function resolve(specifier, fromFile) {
  const { resolvedModule } = ts.resolveModuleName(
    specifier,
    fromFile,
    compilerOptions,
    ts.sys,
    resolutionCache,
  );
  if (!resolvedModule || resolvedModule.isExternalLibraryImport) return null;
  const file = path.resolve(resolvedModule.resolvedFileName);
  if (
    !SOURCE.test(file) ||
    DECLARATION.test(file) ||
    file.includes(`${path.sep}node_modules${path.sep}`)
  ) {
    return null;
  }
  return file;
}

/** Whether every name of a binding list is a type (`{ type A, type B }`), and there is one. */
function onlyTypes(elements) {
  return elements.length > 0 && elements.every((element) => element.isTypeOnly);
}

/**
 * The module specifiers of a file's value imports, each with where it is written:
 * [{ specifier, start, end }] (character offsets).
 */
function valueImports(fileName, text) {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const add = (node, literal) =>
    found.push({ specifier: literal.text, start: node.getStart(source), end: node.getEnd() });
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            onlyTypes(clause.namedBindings.elements)));
      if (!typeOnly) add(node, node.moduleSpecifier);
      return;
    }
    if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          onlyTypes(node.exportClause.elements));
      if (!typeOnly) add(node, node.moduleSpecifier);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node, node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { source, found };
}

/** file → { mtimeMs, size, edges }: each module read once while it is unchanged. */
const modules = new Map();

/** The project modules a file on disk imports for their values. */
function edgesOf(file) {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return [];
  }
  const known = modules.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.edges;
  const { found } = valueImports(file, readFileSync(file, 'utf8'));
  const edges = [...new Set(found.map((f) => resolve(f.specifier, file)).filter(Boolean))];
  modules.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, edges });
  return edges;
}

/** The shortest import path from `start` back to `target` ([start, …, target]), or null. */
function pathBack(start, target) {
  const parent = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of edgesOf(file)) {
      if (next === target) {
        const route = [target];
        for (let at = file; at !== null; at = parent.get(at)) route.unshift(at);
        return route;
      }
      if (parent.has(next)) continue;
      parent.set(next, file);
      queue.push(next);
    }
  }
  return null;
}

const relative = (file) => path.relative(root, file);

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: {
    type: 'problem',
    docs: {
      description: 'A module may not import a module that imports it back, directly or not.',
    },
    schema: [],
  },
  create(context) {
    const me = path.resolve(context.physicalFilename);
    if (!SOURCE.test(me)) return {};
    return {
      Program() {
        const { source, found } = valueImports(me, context.sourceCode.text);
        for (const { specifier, start, end } of found) {
          const imported = resolve(specifier, me);
          if (!imported || imported === me) continue;
          const route = pathBack(imported, me);
          if (!route) continue;
          const at = (offset) => {
            const { line, character } = source.getLineAndCharacterOfPosition(offset);
            return { line: line + 1, column: character };
          };
          context.report({
            loc: { start: at(start), end: at(end) },
            message: `Dependency cycle: ${[me, ...route].map(relative).join(' → ')}`,
          });
        }
      },
    };
  },
};

export const importCycles = { rules: { 'no-cycle': noCycle } };
