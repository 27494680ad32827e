import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A newcomer has only the repository: code cites no product-brief section, issue number or notes kept elsewhere.
const OUTSIDE_CITATION = /spec\s*§|§\s*\d|\bissues?\s+#?\d|\b(?:domain|design|common)\.md\b|portal-spec/i;

/** Flags comments and strings (test titles, generated text) that cite a document outside the repository. */
const noOutsideCitations = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      cite: 'Cites a document a clone does not have (a section of the product brief, an issue number, notes kept elsewhere). Say the rule here in a line, or point to docs/domain-rules.md#<heading>.',
    },
  },
  create(context) {
    const check = (text, at) => OUTSIDE_CITATION.test(text) && context.report({ ...at, messageId: 'cite' });
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) check(comment.value, { loc: comment.loc });
      },
      Literal: (node) => typeof node.value === 'string' && check(node.value, { node }),
      TemplateElement: (node) => check(node.value.raw, { node }),
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'tests/.cache', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local: { rules: { 'no-outside-citations': noOutsideCitations } } },
    rules: {
      'local/no-outside-citations': 'error',
      // A leading underscore names what is left out on purpose (a property dropped by destructuring).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // antd's sideways scroll measures every column and draws the whole table again each time a width changes.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='scroll'] Property[key.name='x']",
          message: "A table scrolls sideways as WideTable (generic/table/WideTable.tsx) does it: by CSS, not by antd's scroll.x.",
        },
        {
          selector: "Property[key.name='fixed'][value.value=/^(left|right)$/]",
          message: "A column stays in view with STICKY_RIGHT_COLUMN (generic/table/WideTable.tsx): antd's fixed columns measure every column.",
        },
      ],
    },
  },
  // refine's own pager links name refine's page, not the list's: every server-paged table takes the portal's pager.
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/generic/table/useServerTable.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@refinedev/antd',
              importNames: ['useTable'],
              message: "A server-paged table uses useServerTable (generic/table/useServerTable.ts): the portal's pager.",
            },
          ],
        },
      ],
    },
  },
  // shared/visibility.ts lists the import types with import.meta.glob, which exists in bundled code only.
  {
    files: ['src/server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/shared/visibility'], allowTypeImports: true, message: 'The server reads the import types from its registry (registry.imports).' },
          ],
        },
      ],
    },
  },
  // API answers are untyped JSON in tests.
  { files: ['tests/**/*.ts', 'bench/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // Browser tests need the portal of their worker, which only the fixtures' `test` starts.
  {
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import from './fixtures': its test starts the worker's portal." }] }],
    },
  },
);
