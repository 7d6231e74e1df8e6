import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { expect, test } from './support/player-test'
import { exact, signIn, outboxFiles } from './support/player-app'

/**
 * One Encore per data folder: a second `npm run web` on a folder another Encore uses never serves it (two
 * would each overwrite the other's outbox). It asks the running one for a fresh link to its page, prints it,
 * and exits; what the first one keeps stays whole. One that cannot be reached is named, and the start refused.
 */

const root = join(import.meta.dirname, '../..')

interface Ran {
  code: number | null
  out: string[]
  err: string
}

/** `npm run web` as the launcher runs it (the build is fresh: global setup made it). */
function startWeb(dataDir: string): Promise<Ran> {
  const child = spawn(
    process.execPath,
    [join(root, 'build/run-compiled.js'), 'web', '--data-dir', dataDir, '--no-open', '--port', '0'],
    { cwd: root, env: { ...process.env, NO_COLOR: '1' } },
  )
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code, out: out.split('\n').filter(Boolean), err })),
  )
}

test('a second start on the folder hands over to the running Encore and exits; nothing is lost', async ({
  page,
  browser,
  running,
}) => {
  test.setTimeout(120_000)
  const { emulator } = running
  const user = emulator.state.demoUser()
  await signIn(page, running.app)
  const artist = emulator.catalog.artists.find((candidate) => !user.follows.artists.has(candidate.id))!
  await page.goto(`${running.app.host.origin}/#/artist/${artist.id}`)
  await expect(page.getByRole('button', exact('Follow'))).toBeVisible()
  // A change waits in the outbox while the service is away.
  emulator.faults.set({ down: true })
  await page.getByRole('button', exact('Follow')).click()
  await expect(page.getByRole('button', exact('Unfollow'))).toBeVisible()
  await expect.poll(() => outboxFiles(running).includes(artist.id)).toBe(true)
  const kept = outboxFiles(running)

  const second = await startWeb(running.dataDir)
  expect(second.code, second.err).toBe(0)
  expect(second.err).toContain(`Encore already runs for ${running.dataDir} (process ${process.pid})`)
  expect(second.out).toHaveLength(1)
  const handed = /^Encore is running in browser mode: (\S+)$/.exec(second.out[0]!)?.[1]
  expect(handed?.startsWith(`${running.app.host.origin}/?token=`)).toBe(true)
  // The second start wrote nothing: the outbox is as the first one left it.
  expect(outboxFiles(running)).toBe(kept)

  // The handed link opens the running Encore, signed in as it is.
  const context = await browser.newContext()
  try {
    const other = await context.newPage()
    await other.goto(handed!)
    await expect(other.getByTestId('account-name')).toBeVisible({ timeout: 20_000 })
  } finally {
    await context.close()
  }
  emulator.faults.set({ down: false })
  await expect.poll(() => user.follows.artists.has(artist.id), { timeout: 30_000 }).toBe(true)
})

test('a folder held by a process that does not answer: the start is refused, naming the process', async ({
  running,
}) => {
  test.setTimeout(60_000)
  // The running Encore's command line gone (its socket removed): it holds the folder but cannot be asked.
  const { rmSync } = await import('node:fs')
  rmSync(join(running.dataDir, 'encore.sock'), { force: true })
  const second = await startWeb(running.dataDir)
  expect(second.code).toBe(1)
  expect(second.out).toEqual([])
  expect(second.err).toContain(`Another Encore (process ${process.pid}) already uses ${running.dataDir}`)
  expect(second.err).toContain(`Quit it (process ${process.pid})`)
})
