// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * `npm run lint` runs this with zero warnings allowed: typescript-eslint with type information, the rules of hooks,
 * and jsx-a11y (every control named, labels tied to inputs) over the storefront. XState's own ESLint plugin supports
 * only XState v4 and ESLint 8, so the machines get the TypeScript rules alone.
 */
export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.parcel-cache/**',
      'screenshots/**',
      'docs/**',
      'coverage/**',
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: [
      'src/web/**/*.tsx',
      'src/admin/**/*.tsx',
      'machines/**/*.ts',
      'tests/web/**/*.tsx',
      'tests/machines/**/*.tsx',
    ],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks and complete effect dependencies. The plugin's React Compiler rules (refs read in render,
    // setState in effects, components picked during render) describe what that compiler can optimise; the shop does
    // not build with it, and its patterns here (a ref guarding a one-shot effect, a page chosen from a table of lazy
    // components) are correct React.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/web/**/*.tsx', 'src/admin/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    rules: {
      // `async` states a function's contract (Fastify handlers, promise actors, test steps) even when its body has
      // nothing to await; turning those into functions that return Promise.resolve(x) would say less.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read replies parsed from JSON (`any` by nature) and check them with assertions, which are the type check
    // there; and `expect(spy.method)` is how a spy is asserted, not a method called without its object.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS files (tool configs, Parcel plugins, which Parcel loads with require()) have no other way to import.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
