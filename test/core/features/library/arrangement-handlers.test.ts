import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Notice, Playlist, ShelfNode, ShownLanguage } from '../../../../electron/contract'
import { createArrangementHandlers } from '../../../../electron/core/features/library/arrangement-handlers'
import {
  ARRANGEMENT_FOLDER,
  arrangementFileName,
  createArrangementStore,
} from '../../../../electron/core/features/library/arrangement-store'
import { recordingLogger } from '../../../support/api-harness'
import { tempFolder } from '../../../support/temp-folders'

const owner = { service: 'demo', userId: 'me' }
const listed: Playlist[] = ['a', 'b', 'c'].map((id) => ({
  id,
  uri: `spotify:playlist:${id}`,
  name: `List ${id}`,
  description: '',
  owner: { id: 'me', name: 'Me' },
  images: [],
  public: false,
  collaborative: false,
  totalItems: 0,
  snapshotId: 's',
}))
const ids = (items: readonly ShelfNode[]): string[] =>
  items.map((node) =>
    node.kind === 'playlist' ? node.playlist.id : `${node.name}[${ids(node.items).join(' ')}]`,
  )

/** The handlers on a data folder, as core makes them at each start. */
function start(dataDir: string, who: typeof owner | null = owner, language?: ShownLanguage) {
  const notices: Notice[] = []
  const { logger, lines } = recordingLogger()
  let made = 0
  const handlers = createArrangementHandlers({
    store: createArrangementStore(dataDir, logger, () => 1_700_000_000_000),
    owner: () => who ?? undefined,
    playlists: () => listed,
    notice: (notice) => notices.push(notice),
    newFolderId: () => `folder-${++made}`,
    ...(language ? { language: () => language } : {}),
  })
  const call = async <M extends keyof typeof handlers>(
    method: M,
    input: Parameters<(typeof handlers)[M]>[0],
  ) =>
    (handlers[method] as (input: unknown, options: { signal: AbortSignal }) => unknown)(input, {
      signal: new AbortController().signal,
    })
  return { handlers, call, notices, lines }
}

describe('the arrangement kept in the data folder', () => {
  it('keeps order and folders across a restart, in an owner-only file per user', async () => {
    const dataDir = tempFolder('arrangement-')
    const first = start(dataDir)
    await first.call('arrangement.change', { change: 'createFolder', name: 'Moods', parent: null })
    await first.call('arrangement.change', {
      change: 'move',
      item: { kind: 'playlist', id: 'c' },
      parent: 'folder-1',
      index: 0,
    })
    const again = start(dataDir)
    const shelf = (await again.call('arrangement.get', undefined)) as { items: ShelfNode[] }
    expect(ids(shelf.items)).toEqual(['Moods[c]', 'a', 'b'])
    const path = join(dataDir, ARRANGEMENT_FOLDER, arrangementFileName(owner))
    if (process.platform !== 'win32') expect(statSync(path).mode & 0o777).toBe(0o600)
    // Another user on this computer starts from the default order.
    const other = start(dataDir, { service: 'demo', userId: 'someone' })
    expect(ids(((await other.call('arrangement.get', undefined)) as { items: ShelfNode[] }).items)).toEqual([
      'a',
      'b',
      'c',
    ])
  })

  it('sets a damaged file aside, says so once, and starts from the default order', async () => {
    const dataDir = tempFolder('arrangement-')
    const path = join(dataDir, ARRANGEMENT_FOLDER, arrangementFileName(owner))
    const first = start(dataDir)
    await first.call('arrangement.change', { change: 'createFolder', name: 'Moods', parent: null })
    writeFileSync(path, '{"format":"encore-playlist-arrangement","version":1,"items":[{"kind":"fold')
    const damaged = start(dataDir)
    expect(ids(((await damaged.call('arrangement.get', undefined)) as { items: ShelfNode[] }).items)).toEqual(
      ['a', 'b', 'c'],
    )
    await damaged.call('arrangement.get', undefined)
    expect(damaged.notices).toHaveLength(1)
    expect(damaged.notices[0]!.message).toBe(
      'Your playlist folders and order on this computer could not be read (it is not valid JSON). Encore kept the file aside and shows your playlists in their usual order.',
    )
    expect(damaged.lines.join('\n')).toContain('set aside')
    const aside = readdirSync(join(dataDir, ARRANGEMENT_FOLDER)).filter((name) => name.includes('.damaged-'))
    expect(aside).toHaveLength(1)
    expect(readFileSync(join(dataDir, ARRANGEMENT_FOLDER, aside[0]!), 'utf8')).toContain('"kind":"fold')
  })

  it('says in German that a damaged file was set aside', async () => {
    const dataDir = tempFolder('arrangement-')
    await start(dataDir).call('arrangement.change', { change: 'createFolder', name: 'Moods', parent: null })
    writeFileSync(join(dataDir, ARRANGEMENT_FOLDER, arrangementFileName(owner)), '{"items":[')
    const damaged = start(dataDir, owner, 'de')
    await damaged.call('arrangement.get', undefined)
    expect(damaged.notices.map((notice) => notice.message)).toEqual([
      'Deine Playlist-Ordner und ihre Reihenfolge auf diesem Computer konnten nicht gelesen werden (it is not valid JSON). Encore hat die Datei beiseitegelegt und zeigt deine Playlists in ihrer üblichen Reihenfolge.',
    ])
  })

  it('sets aside a file that is JSON but not an arrangement', async () => {
    const dataDir = tempFolder('arrangement-')
    const first = start(dataDir)
    await first.call('arrangement.change', { change: 'createFolder', name: 'Moods', parent: null })
    const path = join(dataDir, ARRANGEMENT_FOLDER, arrangementFileName(owner))
    writeFileSync(
      path,
      JSON.stringify({ format: 'encore-playlist-arrangement', version: 1, items: [{ kind: 'x' }] }),
    )
    const damaged = start(dataDir)
    await damaged.call('arrangement.get', undefined)
    expect(damaged.notices[0]!.message).toContain('it is not a playlist arrangement Encore made')
  })

  it('exports the arrangement and imports it back; a bad file changes nothing', async () => {
    const dataDir = tempFolder('arrangement-')
    const first = start(dataDir)
    await first.call('arrangement.change', { change: 'createFolder', name: 'Moods', parent: null })
    await first.call('arrangement.change', { change: 'step', item: { kind: 'playlist', id: 'b' }, by: -1 })
    const exported = (await first.call('arrangement.export', undefined)) as { text: string; fileName: string }
    expect(exported.fileName).toMatch(/\.json$/)

    const elsewhere = start(tempFolder('arrangement-'))
    await expect(elsewhere.call('arrangement.import', { text: '{"items": 3}' })).rejects.toThrow(
      'That file cannot be used as your playlist folders: it is not a playlist arrangement Encore made.',
    )
    expect(
      ids(((await elsewhere.call('arrangement.get', undefined)) as { items: ShelfNode[] }).items),
    ).toEqual(['a', 'b', 'c'])
    const imported = (await elsewhere.call('arrangement.import', { text: exported.text })) as {
      items: ShelfNode[]
    }
    expect(ids(imported.items)).toEqual(['Moods[]', 'b', 'a', 'c'])
  })

  it('answers NOT_SIGNED_IN while nobody is signed in, and a refusal in words for an impossible change', async () => {
    const nobody = start(tempFolder('arrangement-'), null)
    await expect(nobody.call('arrangement.get', undefined)).rejects.toThrow(
      expect.objectContaining({ code: 'NOT_SIGNED_IN' }),
    )
    const someone = start(tempFolder('arrangement-'))
    await expect(
      someone.call('arrangement.change', { change: 'deleteFolder', id: 'folder-7' }),
    ).rejects.toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', message: 'That folder is no longer there.' }),
    )
  })

  it('says the refusal and the sign-in first in the language spoken', async () => {
    await expect(
      start(tempFolder('arrangement-'), null, 'de').call('arrangement.get', undefined),
    ).rejects.toThrow(
      expect.objectContaining({
        code: 'NOT_SIGNED_IN',
        message: 'Melde dich zuerst an: Bei keinem Dienst ist jemand angemeldet.',
      }),
    )
    const japanese = start(tempFolder('arrangement-'), owner, 'ja')
    await expect(
      japanese.call('arrangement.change', { change: 'deleteFolder', id: 'folder-7' }),
    ).rejects.toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', message: 'そのフォルダはもうありません。' }),
    )
  })
})
