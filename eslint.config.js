// ESLint: typescript-eslint, React hooks, and the import rules that keep the layers apart
// (docs/decisions.md, "One source for every fact"). Run by `npm run lint` in `npm test`, zero warnings.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import layers from './scripts/lint/layers-plugin.js';

/** The override folders of src/resources (one resource, or a family of resources sharing screens). */
const RESOURCE_FOLDERS = readdirSync(new URL('./src/resources', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Packages that tie code to a browser, a framework or Node: the shared core imports none of them. */
const NOT_SHARED = [
  'react',
  'react-dom',
  'react-router',
  'antd',
  '@ant-design/*',
  '@refinedev/*',
  'dayjs',
  'echarts',
  'node:*',
  'fastify',
  'kysely',
];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'dist-server/', 'data/', 'test-results/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { layers },
    rules: {
      // `any` is not refused in general; `Kysely<any>` is (below): every table is typed by the Database interface.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // One import style: relative imports without extensions (the server is bundled, the client by Vite).
      'layers/import-extensions': 'error',
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      'layers/restricted-paths': [
        'error',
        {
          zones: [
            // The server shares only the schemas and the domain with the client.
            {
              target: './server',
              from: './src',
              except: ['./schemas', './domain', './i18n/messages'],
              message: 'The server imports only src/schemas, src/domain and src/i18n/messages of src/.',
            },
            // The shared core imports nothing else of src/ (and nothing of the server).
            {
              target: ['./src/schemas', './src/domain'],
              from: './src',
              except: ['./schemas', './domain', './i18n/messages'],
              message: 'src/schemas and src/domain import nothing else of src/ but the texts (src/i18n/messages).',
            },
            // The texts are the bottom of the client and of the shared core: plain tables and their translator.
            {
              target: './src/i18n/messages',
              from: './src',
              except: ['./i18n/messages'],
              message: 'src/i18n/messages imports nothing else of src/.',
            },
            { target: './src', from: './server', message: 'The client never imports the server.' },
            // core/ is the bottom of the server: it imports nothing of it.
            {
              target: './server/src/core',
              from: './server/src',
              except: ['./core'],
              message: 'server/src/core imports nothing of the server above it.',
            },
            // The server's lower layers never reach up: what they share with the areas sits in core/ (the
            // caller, the scope) or http/, and only main.ts and the tests import the composition root.
            {
              target: ['./server/src/http', './server/src/schema-engine', './server/src/db'],
              from: './server/src/areas',
              message: 'http/, schema-engine/ and db/ import nothing of the areas above them.',
            },
            {
              target: ['./server/src/http', './server/src/schema-engine', './server/src/db', './server/src/areas'],
              from: './server/src/app',
              message: 'Only main.ts (and the tests) import the composition root, app.ts.',
            },
            // Resource folders never import each other: shared pieces go to src/components or the renderers.
            ...RESOURCE_FOLDERS.map((name) => ({
              target: `./src/resources/${name}`,
              from: './src/resources',
              except: [`./${name}`],
              message: 'Resource folders never import from each other.',
            })),
            // Client state sits below the providers: they read it, it never reaches up to them.
            {
              target: './src/state',
              from: './src/providers',
              message: 'src/state does not import src/providers: move what both need down.',
            },
            // The one HTTP client sits below src/state and src/providers: it reads the stored keys and the
            // shared core, and tells the layers above through listeners the shell installs.
            {
              target: './src/http',
              from: './src',
              except: ['./http', './storage', './domain', './schemas', './i18n/messages'],
              message: 'src/http imports only src/storage, src/domain and src/schemas of src/: the layers above install listeners.',
            },
            // The stored keys are below the HTTP client, which reads the token and the project from them.
            {
              target: './src/storage',
              from: './src',
              except: ['./storage', './domain', './schemas', './i18n/messages'],
              message: 'src/storage imports only src/domain and src/schemas of src/.',
            },
            // The engine sits below the app's components: shared pieces move down into the engine, src/state or src/i18n.
            {
              target: './src/engine',
              from: './src/components',
              message: 'src/engine does not import src/components: move what both need down.',
            },
          ],
        },
      ],
    },
  },
  {
    // An action drawn as a link is a button the keyboard reaches (src/engine/screens/TextAction.tsx):
    // an <a> or Typography.Link without an address is not reached by Tab.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='a']:not(:has(JSXAttribute[name.name='href']))",
          message: 'An <a> without href cannot be reached by the keyboard: use TextAction (src/engine/screens/TextAction.tsx).',
        },
        {
          selector: "JSXOpeningElement[name.object.name='Typography'][name.property.name='Link']:not(:has(JSXAttribute[name.name='href']))",
          message: 'Typography.Link without href cannot be reached by the keyboard: use TextAction (src/engine/screens/TextAction.tsx).',
        },
      ],
    },
  },
  {
    // dayjs in Chinese wherever dates are, and nowhere else (src/i18n/dayjs.ts, src/i18n/datePickers.ts);
    // a tree select whose open tree is what its input names (src/engine/screens/FormTreeSelect.tsx).
    files: ['src/**'],
    ignores: ['src/i18n/dayjs.ts', 'src/i18n/datePickers.ts', 'src/engine/screens/FormTreeSelect.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dayjs', message: 'Import dayjs from src/i18n/dayjs: it sets the zh-cn locale.' },
            {
              name: 'antd',
              importNames: ['DatePicker', 'TimePicker', 'Calendar'],
              message: 'Import the pickers from src/i18n/datePickers: they need dayjs’s zh-cn locale set first.',
            },
            {
              name: 'antd',
              importNames: ['TreeSelect'],
              message: 'Use FormTreeSelect (src/engine/screens/FormTreeSelect.tsx): antd’s open tree lacks the id its input names.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every text the user reads comes from the texts (src/i18n/messages, docs/decisions.md "Texts in two
    // languages"): Chinese is written only in its tables. The built-in schemas are declarations whose
    // Chinese labels are their source (English by resource and field: src/i18n/messages/schemaTexts.ts).
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/i18n/messages/zh-CN/**', 'src/schemas/**'],
    rules: {
      'layers/no-literal-chinese': 'error',
    },
  },
  {
    files: ['src/schemas/**', 'src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: NOT_SHARED, message: 'The shared core is pure TypeScript: no browser, framework or Node imports.' }] },
      ],
    },
  },
  {
    // Every table is in the Kysely Database interface (server/src/db/types.ts; the built-in resources'
    // derived from their schemas): a query names typed columns. Migrations run before those types hold;
    // tables and columns designed at run time go through the engine's one typed door
    // (schema-engine/dynamic-table.ts, `withTables`), which needs no `Kysely<any>` either.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/db/migrations/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSTypeReference[typeName.name=/^(Kysely|Transaction)$/] > TSTypeParameterInstantiation > TSAnyKeyword',
          message: 'Kysely<any> only in migrations and the engine’s helper for designed tables: use Kysely<Database>.',
        },
      ],
    },
  },
  {
    // Vite loads its configs itself, and its coming native loader needs the extension of a config's import.
    files: ['vitest.config.ts', 'vite.config.ts'],
    rules: { 'layers/import-extensions': ['error', { allow: ['js'] }] },
  },
  {
    files: ['src/**/*.tsx', 'src/**/use*.ts', 'tests/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
