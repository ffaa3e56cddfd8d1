// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import compat from 'eslint-plugin-compat';
import jestDom from 'eslint-plugin-jest-dom';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-ssr/', 'coverage/', 'reports/', 'test-results/', 'playwright-report/', 'screenshots/'] },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: false }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name="dangerouslySetInnerHTML"]',
          message: 'Catalogue text is never HTML: render it as text.',
        },
        {
          selector: 'Property[key.name="dangerouslySetInnerHTML"]',
          message: 'Catalogue text is never HTML: render it as text.',
        },
        {
          selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Text is never written as HTML: use textContent or JSX.',
        },
        {
          selector:
            'CallExpression[callee.property.name="insertAdjacentHTML"], CallExpression[callee.object.name="document"][callee.property.name=/^(write|writeln)$/]',
          message: 'Text is never written as HTML: use textContent or JSX.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use the typed hooks from src/app/hooks.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser policy (docs/browsers.md; the browserslist in package.json): what the store ships uses no API a
    // supported browser lacks, unless it checks for it first (an `if`, as src/lib/whenIdle.ts does).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { compat },
    settings: { lintAllEsApis: true },
    rules: { 'compat/compat': 'error' },
  },
  {
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The directions the README states: lib → components → features → app. A feature reaches another only through
    // its index.ts, and the app's wiring is for the app (features may use its typed hooks, listener types and
    // lifecycle actions; components only its plain constants).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones() }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    ignores: ['src/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: true }] },
  },
  {
    // tools/art has no dependencies of its own: it imports the root's devDependencies (@playwright/test).
    files: ['tools/art/**/*.mjs'],
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: true, packageDir: [import.meta.dirname] }],
    },
  },
  {
    // What the store ships imports only its declared dependencies.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: false }] },
  },
  {
    // Jest component tests. The Playwright suites (test/e2e, test/screenshots) drive a real browser: these rules do not apply.
    files: ['test/**/*.{ts,tsx}'],
    ignores: ['test/e2e/**', 'test/screenshots/**'],
    ...testingLibrary.configs['flat/react'],
    // The suite's own renders (test/support/renderWithProviders.tsx): a hook whose name holds "render" is not one.
    settings: { 'testing-library/custom-renders': ['renderWithProviders', 'renderApp'] },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    ignores: ['test/e2e/**', 'test/screenshots/**'],
    ...jestDom.configs['flat/recommended'],
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Measuring scripts that also run functions in the page they drive (Playwright's addInitScript, evaluate).
    files: ['scripts/bench-taps.mjs', 'scripts/bench-visit*.mjs', 'scripts/tap-clock.cjs', 'scripts/perf.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
);

/** The import-x/no-restricted-paths zones that hold the layers of src/ apart. */
function layerZones() {
  const features = readdirSync(new URL('src/features/', import.meta.url));
  const app = [
    'hooks.ts',
    'listeners.ts',
    'keepInStorage.ts',
    'lifecycle.ts',
    'lazySlices.ts',
    'paths.ts',
    'config.ts',
  ];
  return [
    { target: './src/lib', from: ['./src/components', './src/features', './src/app'], message: 'lib is the base.' },
    {
      target: './src/components',
      from: ['./src/features'],
      message: 'components do not depend on features.',
    },
    {
      target: './src/components',
      from: './src/app',
      except: ['./paths.ts', './config.ts'],
      message: 'components may use only app/paths and app/config.',
    },
    {
      target: './src/features',
      from: './src/app',
      except: app.map((file) => `./${file}`),
      message: `features may use only app/${app.join(', app/')} of the app.`,
    },
    ...features.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      // index.ts for the pages; plain.ts, where a feature has one, for what runs without React or CSS (Node).
      except: [
        `./${feature}`,
        ...features
          .filter((other) => other !== feature)
          .flatMap((other) => [`./${other}/index.ts`, `./${other}/plain.ts`]),
      ],
      message: 'features reach each other only through their index.ts (or plain.ts).',
    })),
  ];
}
