import { mkdtempSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { forkDemoService } from '../../electron/web/forked-demo-service'
import { mainOutDir } from '../../electron/web/project-paths'

describe('the demo service in a process of its own', () => {
  it('starts the compiled program, answers on its URLs, keeps its state, and is gone once closed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'encore-demo-process-'))
    const demo = await forkDemoService(join(mainOutDir, 'demo-process.js'), dataDir)
    expect(demo.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/)
    demo.setAutoApprove(true)
    const authorize = await fetch(`${demo.accountsUrl}/authorize?client_id=${demo.clientId}`, {
      redirect: 'manual',
    })
    expect(authorize.status).toBeGreaterThanOrEqual(300) // answered (a redirect with an error, or a page)
    await demo.close()
    expect(existsSync(join(dataDir, 'demo-state.json'))).toBe(true)
    await expect(fetch(`${demo.apiUrl}/me`)).rejects.toThrow()
  }, 60_000)

  it('says plainly when the program is missing', async () => {
    await expect(forkDemoService('/nowhere/demo-process.js', undefined)).rejects.toThrow(/is missing/)
  })
})
