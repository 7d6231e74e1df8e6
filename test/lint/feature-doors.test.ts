import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const eslint = new ESLint({ cwd: projectRoot })

/** The hits of the feature-door rule for a snippet linted as the given file, with the project's own config. */
async function doorBreaches(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${projectRoot}${filePath}` })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'encore/feature-doors').map((m) => m.message)
}

/**
 * A feature takes another only through its index.ts (docs/architecture.md, "Inside core"): the rule in
 * eslint.boundaries.js, proved to fire on a file behind another feature's door and to pass the door itself.
 */
describe('a feature imports another only through its door (its index.ts)', () => {
  it.each([
    [
      'electron/core/features/library/x.ts',
      "import { verdictOf } from '../outbox/outbox-waits'\nexport const a = verdictOf",
      '../outbox',
    ],
    [
      'electron/core/features/soloist/x.ts',
      "import type { Reading } from '../playback/reading'\nexport type A = Reading",
      '../playback',
    ],
    [
      'electron/core/features/desktop/mpris/x.ts',
      "import type { ListQuery } from '../../library/library-query'\nexport type A = ListQuery",
      '../../library',
    ],
    [
      'electron/core/features/account/x.ts',
      "export { summarizeUser } from '../auth/user-profile'",
      '../auth',
    ],
    ['electron/core/features/history/x.ts', "export * from '../library/track-rows.ts'", '../library'],
    [
      'electron/core/features/updates/x.ts',
      "export const load = () => import('../desktop/portal-probe')",
      '../desktop',
    ],
    [
      'electron/core/features/usage/x.ts',
      "export type Words = typeof import('../playback/read-rhythm').playerSavingWords",
      '../playback',
    ],
    // The same file reached the long way round, through the floor's own name.
    [
      'electron/core/features/library/x.ts',
      "import { savedSending } from '../../features/outbox/saved-sender'\nexport const a = savedSending",
      '../outbox',
    ],
  ])('%s may not: %s', async (file, code, door) => {
    expect(await doorBreaches(file, code)).toEqual([
      `Another feature is imported through its door, '${door}' (its index.ts), never a file behind it (see docs/architecture.md, "Inside core").`,
    ])
  })

  it.each([
    [
      'electron/core/features/library/x.ts',
      "import { verdictOf } from '../outbox'\nexport const a = verdictOf",
    ],
    [
      'electron/core/features/desktop/mpris/x.ts',
      "import type { ListQuery } from '../../library/index'\nexport type A = ListQuery",
    ],
    [
      'electron/core/features/soloist/x.ts',
      "import type { Reading } from '../playback/index.ts'\nexport type A = Reading",
    ],
    // Inside one feature, its subfolders included, every file is its own to take.
    [
      'electron/core/features/desktop/mpris/x.ts',
      "import { actionRefused } from '../controls'\nexport const a = actionRefused",
    ],
    [
      'electron/core/features/library/x.ts',
      "import { trackOf } from './track-rows'\nexport const a = trackOf",
    ],
    // The floors below, and the composition root, which wires features from their inner files.
    [
      'electron/core/features/updates/x.ts',
      "import { readBusProperty } from '../../base/dbus/bus-property'\nexport const a = readBusProperty",
    ],
    [
      'electron/core/app.ts',
      "import { historyLibraryOf } from './features/history/library-view'\nexport const a = historyLibraryOf",
    ],
  ])('%s may: %s', async (file, code) => {
    expect(await doorBreaches(file, code)).toEqual([])
  })

  it('the features as they are today pass (saved takes the outbox through its door)', async () => {
    const file = 'electron/core/features/saved/saved.ts'
    expect(await doorBreaches(file, readFileSync(`${projectRoot}${file}`, 'utf8'))).toEqual([])
  })

  it('points to the docs section that explains the doors, which exists', async () => {
    const [message] = await doorBreaches(
      'electron/core/features/library/x.ts',
      "import { verdictOf } from '../outbox/outbox-waits'\nexport const a = verdictOf",
    )
    const section = /docs\/architecture\.md, "([^"]+)"/.exec(message ?? '')?.[1]
    expect(section).toBe('Inside core')
    expect(readFileSync(`${projectRoot}docs/architecture.md`, 'utf8')).toMatch(/^#+ Inside core\b/m)
  })
})
