import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'

/**
 * The import rules (docs/architecture.md, "Import rules"), one block per folder. Each folder lists what it may
 * NOT import; test/lint/import-boundaries.test.ts proves every rule fires.
 */
const ours = {
  /** The `encore` command's client: runs in a process of its own, beside the app (electron/cli). */
  cli: ['**/cli/**'],
  contract: ['**/contract', '**/contract/**'],
  core: ['**/core', '**/core/**'],
  emulator: ['**/emulator', '**/emulator/**'],
  main: ['**/main/**'],
  /** The operation table the client and the emulator share (electron/operations). */
  operations: ['**/operations', '**/operations/**'],
  preload: ['**/preload/**'],
  web: ['**/web/**'],
  rendererSource: ['**/renderer/src/**'],
  electronFolders: [
    '**/electron/cli/**',
    '**/electron/core/**',
    '**/electron/operations',
    '**/electron/operations/**',
    '**/electron/emulator/**',
    '**/electron/main/**',
    '**/electron/preload/**',
    '**/electron/web/**',
  ],
}
const electronPackage = {
  name: 'electron',
  message:
    'Only electron/main and electron/preload may import Electron (see docs/architecture.md, "Import rules").',
}
/** axios loads through core/service/api/axios, which keeps it from waking Node's fetch (undici, ~10 MiB held all day). */
const axiosDirect = {
  name: 'axios',
  allowTypeImports: true,
  message:
    "Import axios from core/service/api/axios: loaded there without waking Node's fetch (see that file).",
}
/** The shells and the command's client take core through its one door (electron/core/index.ts), never a file behind it. */
const coreDoor = {
  group: ['**/core/**'],
  message:
    "The shells and the command's client import core through its one door, '../core' (electron/core/index.ts) (see docs/architecture.md, \"Inside core\").",
}
const nodeBuiltins = {
  group: ['node:*'],
  message:
    'This folder runs in the browser or is pure TypeScript: no Node built-ins (see docs/architecture.md, "Import rules").',
}

function forbid(files, groups, extra = {}) {
  const patterns = groups.map((group) => ({
    group,
    message: `${files[0].replace('/**/*', '')} may not import this (see docs/architecture.md, "Import rules").`,
  }))
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: extra.paths ?? [], patterns: [...patterns, ...(extra.patterns ?? [])] },
      ],
    },
  }
}

export const importBoundaries = [
  forbid(
    ['electron/contract/**/*.ts'],
    [
      ours.cli,
      ours.core,
      ours.emulator,
      ours.operations,
      ours.main,
      ours.preload,
      ours.web,
      ours.rendererSource,
    ],
    {
      paths: [electronPackage],
      patterns: [nodeBuiltins],
    },
  ),
  // The operation table is pure TypeScript, like the contract, and imports nothing of ours.
  forbid(
    ['electron/operations/**/*.ts'],
    [
      ours.cli,
      ours.contract,
      ours.core,
      ours.emulator,
      ours.main,
      ours.preload,
      ours.web,
      ours.rendererSource,
    ],
    { paths: [electronPackage], patterns: [nodeBuiltins] },
  ),
  forbid(
    ['electron/core/**/*.ts'],
    [ours.cli, ours.emulator, ours.main, ours.preload, ours.web, ours.rendererSource],
    { paths: [electronPackage, axiosDirect] },
  ),
  // The command's client loads nothing of the app: the command line's words and socket rules, and Node. Like the
  // shells, it takes them through core's one door (its bundle keeps only those names' modules).
  forbid(
    ['electron/cli/**/*.ts'],
    [ours.emulator, ours.operations, ours.main, ours.preload, ours.web, ours.rendererSource],
    { paths: [electronPackage, axiosDirect], patterns: [coreDoor] },
  ),
  forbid(
    ['electron/emulator/**/*.ts'],
    [ours.contract, ours.main, ours.preload, ours.web, ours.rendererSource],
    {
      paths: [electronPackage],
      patterns: [
        {
          // Core, with one exception: the atomic file write, which depends on Node only (one for the project).
          regex: '(^|/)core(/(?!base/files/atomic-write$).*)?$',
          message:
            'electron/emulator may not import this; of core, only core/base/files/atomic-write (see docs/architecture.md, "Import rules").',
        },
      ],
    },
  ),
  forbid(['electron/main/**/*.ts'], [ours.operations, ours.preload, ours.web, ours.rendererSource], {
    paths: [axiosDirect],
    patterns: [coreDoor],
  }),
  forbid(
    ['electron/preload/**/*.ts'],
    [ours.cli, ours.core, ours.emulator, ours.operations, ours.main, ours.web, ours.rendererSource],
  ),
  forbid(['electron/web/**/*.ts'], [ours.operations, ours.main, ours.preload, ours.rendererSource], {
    paths: [electronPackage, axiosDirect],
    patterns: [coreDoor],
  }),
  forbid(['renderer/src/**/*.{ts,vue}'], [ours.electronFolders], {
    paths: [electronPackage],
    patterns: [
      nodeBuiltins,
      {
        group: ['**/electron/contract', '**/electron/contract/**'],
        message:
          'The page imports the contract as @contract: its types and pure helpers, without the schemas (see docs/architecture.md, "Import rules").',
      },
    ],
  }),
]

/** An import's source where it names one (imports, re-exports, `import()`, `typeof import()` in types). */
const importSources = (check) => ({
  ImportDeclaration: (node) => check(node.source),
  ExportNamedDeclaration: (node) => check(node.source),
  ExportAllDeclaration: (node) => check(node.source),
  ImportExpression: (node) => check(node.source),
  TSImportType: (node) => check(node.source ?? node.argument?.literal),
})

/**
 * Runtime code never imports the packaging folder (build/: electron-builder's configuration, icon sources,
 * build scripts): what the running app needs lives beside it (resources/, electron/). A rule of its own
 * rather than a `no-restricted-imports` pattern: ESLint keeps only the last options of a rule per file, and
 * the folder blocks above each set that rule's options. Covers imports, re-exports, `import()` and
 * `typeof import()`; a path counts when it resolves into the project's build/ folder.
 */
const noPackagingImports = {
  meta: {
    type: 'problem',
    messages: {
      packaging:
        'Nothing under electron/ imports build/, the packaging folder; runtime files go to resources/ (see docs/architecture.md, "Import rules").',
    },
    schema: [],
  },
  create(context) {
    const packaging = resolve(context.cwd, 'build')
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return
      const target = resolve(dirname(context.filename), source.value)
      if (target === packaging || target.startsWith(packaging + sep))
        context.report({ node: source, messageId: 'packaging' })
    }
    return importSources(check)
  },
}

/**
 * A feature takes another only through its door: a file under `electron/core/features/<a>/` imports of
 * `features/<b>/` its index.ts (the folder), never a file behind it, so each feature declares what the others
 * use (docs/architecture.md, "Inside core"). A rule of its own for the same reason as the one above: the path
 * that counts is where an import resolves, seen from the importing file, which no pattern can say.
 */
const featureDoors = {
  meta: {
    type: 'problem',
    messages: {
      door: 'Another feature is imported through its door, \'{{door}}\' (its index.ts), never a file behind it (see docs/architecture.md, "Inside core").',
    },
    schema: [],
  },
  create(context) {
    const features = resolve(context.cwd, 'electron', 'core', 'features')
    /** The feature a path lies in (its first folder under features/), or null outside them. */
    const featureOf = (path) => {
      const inside = relative(features, path)
      if (!inside || inside.startsWith('..') || isAbsolute(inside)) return null
      return inside.split(sep)[0]
    }
    const own = featureOf(context.filename)
    // Only files inside a feature's folder: a file directly in features/ belongs to none.
    if (!own || relative(features, context.filename) === own) return {}
    return importSources((source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return
      const target = resolve(dirname(context.filename), source.value).replace(/\.(ts|js)$/, '')
      const other = featureOf(target)
      if (!other || other === own) return
      const door = join(features, other)
      if (target === door || target === join(door, 'index')) return
      context.report({
        node: source,
        messageId: 'door',
        data: { door: relative(dirname(context.filename), door) },
      })
    })
  },
}

importBoundaries.push(
  {
    files: ['electron/**/*.ts'],
    plugins: {
      encore: { rules: { 'no-packaging-imports': noPackagingImports, 'feature-doors': featureDoors } },
    },
    rules: { 'encore/no-packaging-imports': 'error' },
  },
  { files: ['electron/core/features/**/*.ts'], rules: { 'encore/feature-doors': 'error' } },
)
