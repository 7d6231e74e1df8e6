import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  apps,
  dataDir,
  items,
  outboxFileDocument,
  sharedEmulator,
  start,
  until,
} from '../../../support/outbox-harness'

/**
 * A damaged outbox entry (edited by hand, another version, a disk fault) is set aside with a notice that names
 * it; the others are kept and sent, and the library and the list work (one such entry used to leave Encore half
 * signed in after every restart).
 */

describe('the outbox: a damaged entry', () => {
  it('is set aside (owner-only) with a notice naming it; the others are kept and sent; the list answers', async () => {
    const emulator = await sharedEmulator('outbox-damaged')
    const dir = dataDir()
    const first = await start(emulator, dir)
    const { artist } = items(emulator)
    emulator.faults.set({ down: true })
    await first.api.library.setSaved({ uris: [`spotify:artist:${artist.id}`], saved: true })
    await first.encore.outbox.idle()
    await first.app.close()
    apps.splice(apps.indexOf(first.app), 1)

    const name = readdirSync(join(dir, 'outbox')).find((file) => file.endsWith('.json'))!
    const path = join(dir, 'outbox', name)
    const document = outboxFileDocument(path) as { entries: unknown[] }
    const good = document.entries[0] as Record<string, unknown>
    document.entries.unshift({ ...good, id: 'bad-1', change: { kind: 'playlist-create' } })
    document.entries.push({ ...good, id: 'bad-2', queuedAt: 'yesterday' })
    writeFileSync(path, JSON.stringify(document))

    emulator.faults.set({ down: false })
    const second = await start(emulator, dir)
    const notice = second.notices.find((each) => each.code === 'OUTBOX_UNREADABLE')
    expect(notice?.message).toMatch(
      new RegExp(
        `^2 changes waiting to be sent were damaged and left out: making the playlist \\(no name\\); a save of an artist\\. It was set aside as ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.damaged-\\d+; the others are kept\\.$`,
      ),
    )
    // Told before any page connected: held for the first page that reads the notices, once.
    const held = await second.api.app.notices()
    expect(held.filter((each) => each.code === 'OUTBOX_UNREADABLE')).toEqual([notice])
    expect(await second.api.app.notices()).toEqual([])
    await until(async () => (await second.api.outbox.list()).entries.length === 0, 'the good one was sent')
    expect(emulator.state.demoUser().follows.artists.has(artist.id)).toBe(true)
    expect((await second.api.library.playlists({ offset: 0, limit: 10 })).items.length).toBeGreaterThan(0)
    const aside = readdirSync(join(dir, 'outbox')).find((file) => file.includes('.damaged-'))!
    const asidePath = join(dir, 'outbox', aside)
    if (process.platform !== 'win32') expect(statSync(asidePath).mode & 0o777).toBe(0o600)
    expect(
      (JSON.parse(readFileSync(asidePath, 'utf8')) as { id: string }[]).map((entry) => entry.id),
    ).toEqual(['bad-1', 'bad-2'])
    // Written again without them: the next start meets them no more.
    expect(readFileSync(path, 'utf8')).not.toContain('bad-1')
  })
})
