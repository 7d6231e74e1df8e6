import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageFileOf, pageFileType } from '../../electron/web/page-files'

const root = resolve('/srv/encore/renderer')

describe('the page files browser mode serves', () => {
  it('names the page for / and a file of the build for its path, its query left out', () => {
    expect(pageFileOf(root, '/')).toBe(join(root, 'index.html'))
    expect(pageFileOf(root, '/?token=abc')).toBe(join(root, 'index.html'))
    expect(pageFileOf(root, '/assets/page-0a1b2c.js?v=1')).toBe(join(root, 'assets', 'page-0a1b2c.js'))
    expect(pageFileOf(root, '/assets/a%20b.css')).toBe(join(root, 'assets', 'a b.css'))
  })

  it('names nothing outside the folder, hidden, or badly escaped', () => {
    for (const url of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/.env',
      '/assets/.hidden/page.js',
      '/page.js%00.html',
      '/%E0%A4%A',
    ])
      expect(pageFileOf(root, url), url).toBeNull()
  })

  it('says each kind of file the build holds by its type, anything else as bytes', () => {
    expect(pageFileType('/r/index.html')).toBe('text/html; charset=utf-8')
    expect(pageFileType('/r/assets/a.js')).toBe('text/javascript; charset=utf-8')
    expect(pageFileType('/r/assets/a.CSS')).toBe('text/css; charset=utf-8')
    expect(pageFileType('/r/favicon.svg')).toBe('image/svg+xml')
    expect(pageFileType('/r/assets/blob.bin')).toBe('application/octet-stream')
  })
})
