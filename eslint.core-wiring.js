/**
 * Inside core, features reach one another through the typed interfaces each feature declares in its
 * `features/<f>/index.ts`, handed in by the composition root. The bridge's handlers are edge adapters only:
 * no file of electron/core other than the root (app.ts, in-process-api.ts, index.ts) and the bridge itself
 * (base/bridge/dispatcher.ts) names `InProcessApi` or indexes a handlers table (`handlers['playlists.get']`).
 * test/lint/core-wiring.test.ts proves the rule fires.
 */
const HANDLERS = /handlers$/i

/** The name an object goes by: `handlers`, `this.handlers`, `deps.playlistHandlers`. */
function nameOf(node) {
  if (node?.type === 'ChainExpression') return nameOf(node.expression)
  if (node?.type === 'Identifier') return node.name
  if (node?.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier')
    return node.property.name
  return null
}

const noEdgeInCore = {
  meta: {
    type: 'problem',
    docs: { description: 'Core calls features through their declared interfaces, not the bridge' },
    messages: {
      api: 'No `InProcessApi` inside core: take the feature’s own interface (features/<f>/index.ts), handed in by core/app.ts.',
      handlers:
        'No call through a handlers table inside core: handlers are the bridge’s edge; call the function the handler calls.',
    },
    schema: [],
  },
  create(context) {
    // An import names it twice (imported and local) at one place: said once.
    const said = new Set()
    return {
      Identifier(node) {
        if (node.name !== 'InProcessApi' || said.has(node.range[0])) return
        said.add(node.range[0])
        context.report({ node, messageId: 'api' })
      },
      MemberExpression(node) {
        const name = nameOf(node.object)
        if (node.computed && name && HANDLERS.test(name)) context.report({ node, messageId: 'handlers' })
      },
    }
  },
}

/** `Set`, `Array` and their element types a listener list is made of. */
const LISTS = new Set(['Set', 'Array'])

/** Whether a type node is a function's type: what a listener list holds. */
function isListenerType(node) {
  if (!node) return false
  if (node.type === 'TSParenthesizedType') return isListenerType(node.typeAnnotation)
  return node.type === 'TSFunctionType'
}

/** The type arguments of `new Set<…>()` (typescript-eslint names them two ways across versions). */
const typeArgumentsOf = (node) => (node.typeArguments ?? node.typeParameters)?.params ?? []

/**
 * Two ways to talk inside core: typed interfaces for requests, core's bus for facts, and a part's own
 * listeners through the one `Emitter` (core/base/emitter.ts). A home-made list of listeners (`new Set<(…) =>
 * void>()`, an array of functions to call back) outside core/base is refused. test/lint/core-wiring.test.ts
 * proves it fires.
 */
const noListenerList = {
  meta: {
    type: 'problem',
    docs: { description: 'A part’s listeners go through the one Emitter of core/base' },
    messages: {
      list: 'No home-made listener list in core: use `Emitter` (core/base/emitter.ts): `event` to subscribe (a Disposable back), `fire` to tell.',
    },
    schema: [],
  },
  create(context) {
    return {
      NewExpression(node) {
        if (node.callee.type !== 'Identifier' || !LISTS.has(node.callee.name)) return
        if (isListenerType(typeArgumentsOf(node)[0])) context.report({ node, messageId: 'list' })
      },
      VariableDeclarator(node) {
        const type = node.id.typeAnnotation?.typeAnnotation
        if (!type || node.init?.type !== 'ArrayExpression') return
        const element =
          type.type === 'TSArrayType'
            ? type.elementType
            : type.type === 'TSTypeReference' && type.typeName.name === 'Array'
              ? typeArgumentsOf(type)[0]
              : undefined
        if (isListenerType(element)) context.report({ node, messageId: 'list' })
      },
      PropertyDefinition(node) {
        const type = node.typeAnnotation?.typeAnnotation
        if (
          node.value?.type === 'ArrayExpression' &&
          type?.type === 'TSArrayType' &&
          isListenerType(type.elementType)
        )
          context.report({ node, messageId: 'list' })
      },
    }
  },
}

/** Teardown's names: what undoes a part, whose promise, when it answers one, must reach the root. */
const TEARDOWN = new Set(['dispose', 'stop', 'close'])

/**
 * One disposable shape, async teardown awaited: a part's teardown is returned (its promise reaches whoever
 * disposes it, up to the composition root), never dropped with `void x.dispose()`. Proved to fire by
 * test/lint/core-wiring.test.ts.
 */
const noDroppedTeardown = {
  meta: {
    type: 'problem',
    docs: { description: 'A teardown’s promise is returned, not dropped with void' },
    messages: {
      dropped:
        'No `void` on a teardown in core: return its promise (the composition root awaits it) or keep it in a store (core/base/disposables.ts).',
    },
    schema: [],
  },
  create(context) {
    return {
      UnaryExpression(node) {
        const call = node.argument.type === 'ChainExpression' ? node.argument.expression : node.argument
        if (node.operator !== 'void' || call.type !== 'CallExpression') return
        const callee = call.callee
        const name =
          callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier'
            ? callee.property.name
            : null
        if (name && TEARDOWN.has(name)) context.report({ node, messageId: 'dropped' })
      },
    }
  },
}

const coreWiringPlugin = {
  rules: {
    'no-edge-in-core': noEdgeInCore,
    'no-listener-list': noListenerList,
    'no-dropped-teardown': noDroppedTeardown,
  },
}

export const coreWiringRules = [
  {
    files: ['electron/core/**/*.ts'],
    ignores: [
      'electron/core/app.ts',
      'electron/core/in-process-api.ts',
      'electron/core/index.ts',
      'electron/core/base/bridge/dispatcher.ts',
    ],
    plugins: { 'core-wiring': coreWiringPlugin },
    rules: { 'core-wiring/no-edge-in-core': 'error' },
  },
  {
    files: ['electron/core/**/*.ts'],
    ignores: ['electron/core/base/**'],
    plugins: { 'core-wiring': coreWiringPlugin },
    rules: { 'core-wiring/no-listener-list': 'error' },
  },
  {
    files: ['electron/core/**/*.ts'],
    plugins: { 'core-wiring': coreWiringPlugin },
    rules: { 'core-wiring/no-dropped-teardown': 'error' },
  },
]

/**
 * The composition root reads top to bottom: each service is made after what it uses, so no closure there
 * names one declared further down (a true cycle goes through a late port, core/base/late-port.ts). Helper
 * functions below `createEncore` are hoisted and stay allowed. test/lint/core-root-order.test.ts proves it fires.
 */
export const coreRootOrder = [
  {
    files: ['electron/core/app.ts', 'electron/core/app-*.ts'],
    rules: {
      '@typescript-eslint/no-use-before-define': [
        'error',
        { functions: false, classes: true, variables: true, typedefs: false, ignoreTypeReferences: true },
      ],
    },
  },
]
