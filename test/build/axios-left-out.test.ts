/**
 * The compiled app leaves out two packages axios brings that Encore never uses (electron.vite.config.ts):
 * form-data with its MIME table (no multipart forms are sent) and follow-redirects (every request goes with
 * maxRedirects: 0). Together ~1.5 MiB of heap that every process held all day.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureBuild } from '../../build/run-compiled.js'
import { mainOutDir } from '../../electron/web/project-paths'

describe('the compiled app without axios’s unused packages', () => {
  beforeAll(() => void ensureBuild(), 180_000)

  const chunksHolding = (marker: string) =>
    readdirSync(join(mainOutDir, 'chunks')).filter((file) =>
      readFileSync(join(mainOutDir, 'chunks', file), 'utf8').includes(marker),
    )

  it('holds no code of form-data (its CombinedStream) nor of follow-redirects (its RedirectableRequest)', () => {
    expect(chunksHolding('CombinedStream')).toEqual([])
    expect(chunksHolding('RedirectableRequest')).toEqual([])
  })

  it('still bundles axios itself', () => {
    expect(chunksHolding('AxiosError').length).toBeGreaterThan(0)
  })
})
