// `npm run lint`: every TypeScript and JavaScript file of the repository. TypeScript is linted
// with its types (typescript-eslint's type-checked rules: floating and misused promises, unsafe
// `any`); React code also with the Rules of Hooks and the React Compiler's rules. A finding kept on
// purpose is disabled where it is, with its reason after `--`.
import { readFileSync } from 'node:fs';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What git ignores (builds, generated fixtures and catalogs), as ESLint's patterns: one without an inner slash matches at any depth. */
const gitIgnored = readFileSync(new URL('.gitignore', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((pattern) => (pattern.replace(/\/$/, '').includes('/') ? pattern.replace(/^\//, '') : `**/${pattern}`));

export default defineConfig([
  globalIgnores(gitIgnored),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
  },
  js.configs.recommended,
  {
    // A finding kept says why, after `--`, on the line that keeps it; never a whole file's rules.
    extends: [comments.recommended],
    rules: { '@eslint-community/eslint-comments/require-description': 'error', '@eslint-community/eslint-comments/no-use': ['error', { allow: ['eslint-disable-next-line'] }] },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // An unused name that says what a parameter or a skipped element is: `_` first.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // JavaScript (Node scripts, the sandbox, configs): the same rules without types.
    files: ['**/*.{js,mjs,cjs,jsx}'],
    extends: [tseslint.configs.recommended, tseslint.configs.disableTypeChecked],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The consumer apps build against their own packages (Vue, Solid, Preact, Angular), each with
    // its own tsconfig; linted without types, which their frameworks' JSX would need.
    files: ['fixtures/**'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.ts', 'bench/**/*.tsx', 'fixtures/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // What runs in the browser: the library, its tests, the demo pages' scripts.
    files: ['src/**', 'elements/**', 'bench/**/*.{ts,tsx}', 'demo/pages/**', 'fixtures/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    // What runs in Node: the sandbox, the scripts, the configs.
    files: ['demo/server/**', 'scripts/**', '*.{js,mjs,ts}', 'fixtures/**/*.{mjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Node that drives a browser: what it hands to `page.evaluate` runs in the page.
    files: ['bench/**/*.mjs', 'e2e/**', 'cross-browser/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The classic loader's test chunks are scripts that call the define function the test installs.
    files: ['src/classic/test-chunks/*.js'],
    languageOptions: { globals: { __ebWidgetsTestDefine: 'readonly' } },
  },
  {
    // Chai's assertions are properties: `expect(shown).to.be.true` is a statement on its own.
    files: ['src/**/*.test.{ts,tsx}', 'src/test-support/**'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
]);
