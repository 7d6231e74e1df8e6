import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_ENTRY_URL, resolveAppFile, respondAppRequest } from '../../electron/main/app-protocol'
import { tempFolder } from '../support/temp-folders'

function rendererFixture(): string {
  const dir = tempFolder('encore-app-protocol-')
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>')
  writeFileSync(join(dir, 'assets', 'main.js'), 'console.log(1)')
  return dir
}

describe('the app:// protocol', () => {
  it('maps app://encore/<path> inside the renderer folder', () => {
    const dir = rendererFixture()
    expect(resolveAppFile(dir, APP_ENTRY_URL)).toBe(join(dir, 'index.html'))
    expect(resolveAppFile(dir, 'app://encore/')).toBe(join(dir, 'index.html'))
    expect(resolveAppFile(dir, 'app://encore/assets/main.js')).toBe(join(dir, 'assets', 'main.js'))
  })

  it('never resolves outside the folder, however the dots and slashes are encoded', () => {
    const dir = rendererFixture()
    for (const url of [
      'app://encore/%2e%2e/%2e%2e/etc/passwd',
      'app://encore/..%2f..%2fetc%2fpasswd',
      'app://encore/%2e%2e%5c%2e%2e%5cetc%5cpasswd',
      'app://encore/assets/../../../../etc/passwd',
    ]) {
      const file = resolveAppFile(dir, url)
      expect(file === undefined || file.startsWith(`${dir}/`), `${url} -> ${file}`).toBe(true)
    }
    expect(resolveAppFile(dir, 'app://encore/..%2f..%2fetc%2fpasswd')).toBeUndefined()
  })

  it('refuses other hosts, other schemes, NUL bytes and broken escapes', () => {
    const dir = rendererFixture()
    for (const url of [
      'app://encore/assets/%00.js',
      'app://evil/index.html',
      'file:///etc/passwd',
      'app://encore/%E0%A4%A',
    ]) {
      expect(resolveAppFile(dir, url), url).toBeUndefined()
    }
  })

  it('answers files with the CSP and the right content type', async () => {
    const dir = rendererFixture()
    const html = await respondAppRequest(dir, new Request(APP_ENTRY_URL))
    expect(html.status).toBe(200)
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(html.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(await html.text()).toContain('<title>app</title>')
    const js = await respondAppRequest(dir, new Request('app://encore/assets/main.js'))
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  })

  it('answers 404 for missing files, escapes and non-GET methods', async () => {
    const dir = rendererFixture()
    expect((await respondAppRequest(dir, new Request('app://encore/missing.js'))).status).toBe(404)
    expect((await respondAppRequest(dir, new Request('app://encore/%2e%2e/secret'))).status).toBe(404)
    expect(
      (await respondAppRequest(dir, new Request(APP_ENTRY_URL, { method: 'POST', body: 'x' }))).status,
    ).toBe(404)
  })
})
