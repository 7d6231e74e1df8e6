import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import pluginVue from 'eslint-plugin-vue'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { commandTableRules } from './eslint.command-table.js'
import { coreRootOrder, coreWiringRules } from './eslint.core-wiring.js'
import { i18nRules } from './eslint.i18n.js'
import { importBoundaries } from './eslint.boundaries.js'
import { sizeLimits } from './eslint.limits.js'
import { spotifyUriRules } from './eslint.spotify-uri.js'

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'test-reports/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] } },
  },
  {
    files: ['renderer/**/*.{ts,vue}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: [
      'electron/**/*.ts',
      'test/**/*.ts',
      '*.config.{ts,js}',
      'eslint.boundaries.js',
      'eslint.limits.js',
      'eslint.spotify-uri.js',
      'eslint.core-wiring.js',
      'eslint.i18n.js',
      'eslint.command-table.js',
      'build/**/*.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // A cast through unknown or to never silences the compiler instead of stating the type: say it with a
    // helper type or a type guard. Tests may cast (fakes, deliberately bad payloads).
    files: ['electron/**/*.ts', 'renderer/src/**/*.{ts,vue}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression > TSAsExpression.expression[typeAnnotation.type='TSUnknownKeyword']",
          message: 'No `as unknown as`: state the type with a helper type or a type guard.',
        },
        {
          selector:
            "TSAsExpression[typeAnnotation.type='TSNeverKeyword'], TSAsExpression > TSArrayType.typeAnnotation > TSNeverKeyword.elementType",
          message: 'No `as never`: state the type with a helper type or a type guard.',
        },
      ],
    },
  },
  {
    // Node defines these as lazy globals: the first read loads undici, ~10 MiB the tray app would then hold all
    // day (an update check through fetch did so: 85 against 78 MiB). Requests go through axios (core/service/api/axios).
    files: [
      'electron/core/**/*.ts',
      'electron/web/**/*.ts',
      'electron/operations/**/*.ts',
      'electron/cli/**/*.ts',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'Request', 'Response', 'Headers', 'FormData', 'WebSocket', 'EventSource'].map(
          (name) => ({
            name,
            message: `Node's global ${name} loads undici (~10 MiB held all day): use axios from core/service/api/axios, or ws.`,
          }),
        ),
      ],
    },
  },
  ...importBoundaries,
  ...sizeLimits,
  ...spotifyUriRules,
  ...i18nRules,
  ...coreWiringRules,
  ...coreRootOrder,
  ...commandTableRules,
  prettier,
)
