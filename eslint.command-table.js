/**
 * The player's commands are one table, electron/contract/player-command-table.ts: each command once, with its
 * name on every surface (the tray, the hotkeys, MPRIS, the media session, the command line, the palette, the
 * page's shortcuts, Soloist), and the seek and volume steps. Surfaces derive their tables from it (`callsOn`,
 * `callOn`, `bindingsOn`). Elsewhere in electron/ and renderer/src this refuses:
 * - a surface's own mapping to player commands: a command (`{ id: 'player.next' }`, or the id `'player.next'`)
 *   written as the value of an object's key, an element of a list, what a `case` of a switch answers, or
 *   handed to a helper that is not `run`;
 * - a step of its own: a name such as `SEEK_STEP_MS` or `VOLUME_STEP_PERCENT` defined again.
 * A control that runs one command (`player.run({ id: 'player.next' })`) stays allowed: it names the command,
 * it maps nothing. The Web API client and the emulator, whose operations are named `player.…` too, are not
 * surfaces. test/lint/command-table.test.ts proves the rule fires.
 */
const TABLE = 'electron/contract/player-command-table.ts'
const COMMAND_ID = /^player\.[A-Za-z]+$/
const STEP_NAME = /^(?:SEEK|VOLUME)_STEP/

const isCommandId = (node) =>
  node?.type === 'Literal' && typeof node.value === 'string' && COMMAND_ID.test(node.value)

/** `{ id: 'player.…', … }`: a command call written out. */
const isCommandCall = (node) =>
  node?.type === 'ObjectExpression' &&
  node.properties.some(
    (property) =>
      property.type === 'Property' &&
      !property.computed &&
      ((property.key.type === 'Identifier' && property.key.name === 'id') ||
        (property.key.type === 'Literal' && property.key.value === 'id')) &&
      isCommandId(property.value),
  )

/** Wrappers a mapping's value may sit in: `() => ({ … })`, `a ? { … } : { … }`, `{ … } as const`. */
const PASS_THROUGH = new Set([
  'ArrowFunctionExpression',
  'ConditionalExpression',
  'LogicalExpression',
  'TSAsExpression',
  'TSSatisfiesExpression',
  'ReturnStatement',
  'BlockStatement',
])

const calleeName = (call) =>
  call.callee.type === 'Identifier'
    ? call.callee.name
    : call.callee.type === 'MemberExpression' && call.callee.property.type === 'Identifier'
      ? call.callee.property.name
      : null

/**
 * Where a command sits: the value of a key, an element of a list, a switch's answer, or (`written` as a call)
 * handed to a helper; null where it maps nothing.
 */
function mappingPlace(node, written) {
  let child = node
  let parent = node.parent
  while (parent && PASS_THROUGH.has(parent.type)) {
    if (parent.type === 'ArrowFunctionExpression' && parent.body !== child) return null
    child = parent
    parent = parent.parent
  }
  if (!parent) return null
  if (parent.type === 'Property' && parent.value === child && parent.parent?.type === 'ObjectExpression')
    return 'a key'
  if (parent.type === 'ArrayExpression') return 'a list'
  if (parent.type === 'SwitchCase' && parent.consequent.includes(child)) return 'a switch'
  // A control runs its command (`player.run(…)`); handed to a helper, it is a row of a table by another name.
  const handed = parent.type === 'CallExpression' && parent.arguments.includes(child)
  if (written && handed && calleeName(parent) !== 'run') return 'a helper'
  return null
}

const oneCommandTable = {
  meta: {
    type: 'problem',
    docs: { description: 'The player commands and their names on every surface live in one table' },
    messages: {
      mapping:
        'A surface maps names to player commands by itself ({{place}} gives {{id}}): name the command in the command table (electron/contract/player-command-table.ts) and derive with callsOn, callOn or bindingsOn.',
      step: '{{name}} is defined once, in the command table (electron/contract/player-command-table.ts): import it.',
    },
    schema: [],
  },
  create(context) {
    const report = (node, id) => {
      const place = mappingPlace(node, node.type === 'ObjectExpression')
      if (place) context.report({ node, messageId: 'mapping', data: { place, id } })
    }
    return {
      ObjectExpression(node) {
        if (!isCommandCall(node)) return
        const id = node.properties.find((property) => isCommandId(property.value)).value.value
        report(node, id)
      },
      Literal(node) {
        // A bare id as a mapping's value ({ next: 'player.next' }); an id inside a written call is the call's.
        if (!isCommandId(node) || (node.parent?.type === 'Property' && node.parent.key.name === 'id')) return
        if (node.parent?.type === 'SwitchCase' && node.parent.test === node) return
        report(node, node.value)
      },
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && STEP_NAME.test(node.id.name))
          context.report({ node, messageId: 'step', data: { name: node.id.name } })
      },
    }
  },
}

export const commandTableRules = [
  {
    files: ['electron/**/*.ts', 'renderer/src/**/*.{ts,vue}'],
    // The Web API's operations are named `player.…` too (player.skipToNext): the client and the emulator are
    // not surfaces of the player's commands.
    ignores: [TABLE, 'electron/core/service/**', 'electron/operations/**', 'electron/emulator/**'],
    plugins: { 'command-table': { rules: { 'one-table': oneCommandTable } } },
    rules: { 'command-table/one-table': 'error' },
  },
]
