import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importCycles } from './scripts/lib/eslint-import-cycles.mjs';

import { readdirSync } from 'node:fs';

/** Every folder of src/features is a feature: a new one gets its boundary without an edit here. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Code flows domain → data/offline/push → components/hooks → features → app.
 * Features never import each other; only the data, offline and push layers touch
 * Firebase or Dexie.
 */
const boundaries = [
  {
    target: './src/domain',
    from: './src',
    except: ['./domain'],
    message: 'src/domain is pure TypeScript: no app, data or UI imports.',
  },
  {
    target: './src/lib',
    from: './src',
    except: ['./lib'],
    message: 'src/lib holds small framework-free helpers that import nothing of the app.',
  },
  {
    target: ['./src/data', './src/offline', './src/push'],
    from: ['./src/features', './src/app', './src/components', './src/hooks'],
    message: 'The data layers never import UI code.',
  },
  {
    target: ['./src/components', './src/hooks'],
    from: ['./src/features', './src/app'],
    message: 'Shared components and hooks never import features or the app.',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: ['./src/features', './src/app'],
    except: [`./${name}`],
    message: 'Features never import each other or the app: compose them in src/app.',
  })),
  {
    target: './functions/src',
    from: './src',
    except: ['./domain'],
    message: 'Functions share only src/domain with the app.',
  },
];

/**
 * A feature's public surface is its index.ts: from outside the folder, `@/features/<name>`
 * and nothing deeper (relative spellings too). Inside the folder, relative imports are free.
 */
const featureSurface = {
  // lazy.ts is a feature's second entry: its code-split loaders, for the app's entry (main.tsx
  // registers the service worker through one), where a re-export from index.ts would move the
  // dynamic import ahead of the whole app in the module order and split the first page's JS.
  regex: '^(?:@|\\.{1,2})/(?:.*/)?features/[^/]+/(?!lazy$).',
  message:
    "Import a feature through its index.ts ('@/features/<name>') or its loaders ('@/features/<name>/lazy'), not another file inside it.",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'functions/lib',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      '.cache',
      'bench/floor/dist',
      'bench/floor/list/dist',
      'bench/floor/signed-in/dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, local: importCycles },
    settings: {
      'import/resolver': {
        typescript: {
          project: ['tsconfig.*.json', 'functions/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      // The project's own cycle check (scripts/lib/eslint-import-cycles.mjs says why).
      'local/no-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**', 'src/offline/**', 'src/push/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*', 'dexie', 'dexie-react-hooks'],
              message: 'Use the hooks and verbs of src/data, src/offline or src/push instead.',
            },
            featureSurface,
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'firebase*', '@firebase/*', 'dexie*'],
              message: 'domain is pure TypeScript.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every callable opens with signedInCallable: its auth, ban and App Check checks.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/safety/callable.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase-functions/v2/https',
              importNames: ['onCall'],
              message: 'Open a callable with signedInCallable (functions/src/safety/callable.ts).',
            },
          ],
        },
      ],
      // The Firestore emulator does not order one transaction's concurrent requests: when
      // one read is aborted for contention, a read sent beside it fails with 'Transaction
      // is invalid or closed', which the SDK does not retry (firebase-tools#1624), so the
      // transaction fails instead of running again. Production allows it; tests run here.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='Promise'] CallExpression[callee.object.name='tx'][callee.property.name=/^get(All)?$/]",
          message: "Await a transaction's reads one at a time, never in Promise.all.",
        },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.{js,mjs}',
      '*.config.{js,ts}',
      'tests/**/*.{ts,tsx,mjs}',
      'bench/**/*.{ts,mjs,js}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // A preload given to Node with --require (scripts/lib/emulators.mjs): CommonJS.
    files: ['scripts/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
