/**
 * Size limits: a function holds at most 150 lines of code and a file at most 400, blank lines and comments
 * not counted, on electron/** and renderer/src/** (Vue SFCs too). Data tables are excluded by name; the few
 * exceptions left are listed below, each with its reason. test/lint/size-limits.test.ts proves the rules
 * fire, and that every exception says why and is still needed.
 */
export const FUNCTION_LINES = 150
export const FILE_LINES = 400

/** Tables of data, not logic: long by nature, and read as tables. */
export const dataTables = ['electron/operations/operations.ts']

/**
 * What may stay over a limit for now, and why. None today: every file and function is within the limits.
 * @type {{ file: string, rules: ('max-lines-per-function' | 'max-lines')[], reason: string }[]}
 */
export const sizeExceptions = []

/**
 * The two rules as they apply: code lines only.
 * @type {import('eslint').Linter.RulesRecord}
 */
export const limitRules = {
  'max-lines-per-function': ['error', { max: FUNCTION_LINES, skipBlankLines: true, skipComments: true }],
  'max-lines': ['error', { max: FILE_LINES, skipBlankLines: true, skipComments: true }],
}

/** @type {import('eslint').Linter.Config[]} */
export const sizeLimits = [
  {
    files: ['electron/**/*.ts', 'renderer/src/**/*.{ts,vue}'],
    ignores: dataTables,
    rules: limitRules,
  },
  ...sizeExceptions.map(({ file, rules }) => ({
    files: [file],
    rules: Object.fromEntries(rules.map((rule) => [rule, /** @type {const} */ ('off')])),
  })),
]
