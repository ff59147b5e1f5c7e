import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

/** What no server file imports: a module (found by folder scan instead) or browser code. */
const serverNever = ['**/plugins/**', 'react', 'react-*', 'antd', '@formily/*'];

/**
 * Money is integer fen (engine/schema/money.ts); float arithmetic on amounts loses fen (0.29 * 100 is
 * 28.999999999999996). Server and plugin code therefore never uses the float tools people reach for with
 * money: parseFloat, toFixed, and scaling by 100 (or 0.01) with * or /. Reading, scaling, splitting and
 * formatting amounts go through the money module (parseYuan, yuanText, mulRatio, splitFen, formatFen).
 * Something that is not money says so in an eslint-disable comment with its reason.
 */
const MONEY_HELP = 'no float arithmetic on money: use engine/schema/money.ts (parseYuan, yuanText, mulRatio, splitFen, formatFen)';
const floatMoney = [
  "CallExpression[callee.name='parseFloat']",
  "CallExpression[callee.property.name='parseFloat']",
  "CallExpression[callee.property.name='toFixed']",
  ...['*', '/', '*=', '/='].flatMap((op) =>
    ['100', '0.01'].flatMap((n) => [
      `${op.endsWith('=') ? 'AssignmentExpression' : 'BinaryExpression'}[operator='${op}'][right.raw='${n}']`,
      ...(op.endsWith('=') ? [] : [`BinaryExpression[operator='${op}'][left.raw='${n}']`]),
    ]),
  ),
].map((selector) => ({ selector, message: MONEY_HELP }));

/** One rule block per server room: it may not import the rooms named (relative imports), nor `serverNever`. */
const serverRooms = (rooms) =>
  rooms.map(([dir, above]) => ({
    files: [`${dir}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...above.map((r) => `**/server/${r}/**`), ...above.map((r) => `../${r}/**`), ...serverNever] },
      ],
    },
  }));

export default tseslint.config(
  {
    ignores: ['dist', 'data', 'node_modules', 'storybook-static', 'test-results', 'playwright-report', 'bench/results'],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Layering (ARCHITECTURE.md): imports point down only.
    files: ['engine/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/schemas/**', '**/plugins/**', '**/app/**', '**/server/**'] }],
    },
  },
  {
    files: ['schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-*',
            'antd',
            '@formily/*',
            'node:*',
            '**/plugins/**',
            '**/app/**',
            '**/server/**',
            '**/engine/!(schema)/**',
          ],
        },
      ],
    },
  },
  {
    // A plugin's client half sits between app and schemas: it never reaches up into the shell or the server.
    files: ['plugins/**/*.{ts,tsx}'],
    ignores: ['plugins/*/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/app/**', '**/server/**'] }] },
  },
  // The server's rooms, bottom first (docs/architecture.md): kernel ← crud ← log ← auth ← access ← compose,
  // and modules (plugins/*/server) between access and compose. A room imports only the rooms below it; no
  // server room imports a module (the composition root finds them by folder scan). tests/architecture
  // checks the same rules on the whole import graph, cycles included.
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverNever }] },
  },
  // Later blocks replace the rule's options for their files: each room repeats `serverNever`.
  ...serverRooms([
    ['server/kernel', ['crud', 'log', 'auth', 'access', 'compose']],
    ['server/crud', ['log', 'auth', 'access', 'compose']],
    ['server/log', ['auth', 'access', 'compose']],
    ['server/auth', ['access', 'compose']],
    ['server/access', ['compose']],
  ]),
  {
    // A module (a plugin's server half) uses the server below the composition root, never the browser side.
    files: ['plugins/*/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/server/compose/**', '**/app/**', '**/client/**', 'react', 'react-*', 'antd', '@formily/*'] },
      ],
    },
  },
  {
    // Money (docs/architecture.md "Domain toolkit" → "Money"): tests/architecture/money-lint.test.ts.
    files: ['server/**/*.ts', 'plugins/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...floatMoney] },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
);
