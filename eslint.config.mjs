// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jestDom from 'eslint-plugin-jest-dom';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
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
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Shared layers never reach up into features or the app wiring (paths and config are plain constants).
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/**'], message: 'lib and components do not depend on features.' },
            {
              group: ['**/app/*', '!**/app/paths', '!**/app/config'],
              message: 'lib and components may use only app/paths and app/config.',
            },
          ],
        },
      ],
    },
  },
  {
    // Jest component tests. The Playwright suites (test/e2e, test/screenshots) drive a real browser: these rules do not apply.
    files: ['test/**/*.{ts,tsx}'],
    ignores: ['test/e2e/**', 'test/screenshots/**'],
    ...testingLibrary.configs['flat/react'],
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
  prettier,
);
