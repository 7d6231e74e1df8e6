import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  bundledPackages,
  packagePathOf,
  readBundledRecords,
  writeBundledRecord,
} from '../../../build/about/bundled-packages'

const root = '/home/me/encore'

describe('packagePathOf', () => {
  it.each([
    [`${root}/node_modules/vue/dist/vue.runtime.esm-bundler.js`, 'node_modules/vue'],
    [`${root}/node_modules/@vue/shared/dist/shared.esm-bundler.js`, 'node_modules/@vue/shared'],
    [`${root}/node_modules/a/node_modules/@s/b/index.js`, 'node_modules/a/node_modules/@s/b'],
    [`${root}/node_modules/pinia/dist/pinia.mjs?v=1`, 'node_modules/pinia'],
    [`\0${root}/node_modules/debug/src/index.js?commonjs-proxy`, 'node_modules/debug'],
    ['\0vite/preload-helper.js', 'node_modules/vite'],
    ['\0rolldown/runtime.js', 'node_modules/rolldown'],
    ['\0plugin-vue:export-helper', 'node_modules/@vitejs/plugin-vue'],
    // Outside the project (a linked checkout): from its own node_modules on.
    ['/elsewhere/lib/node_modules/zod/index.js', 'node_modules/zod'],
    ['C:\\p\\encore\\node_modules\\zod\\index.js', 'node_modules/zod'],
  ])('%s → %s', (id, expected) => {
    expect(packagePathOf(id, root)).toBe(expected)
  })

  it.each([
    `${root}/renderer/src/App.vue?vue&type=style&index=0&scoped=true&lang.css`,
    `${root}/electron/contract/page.ts`,
    `${root}/node_modules/.vite/deps/vue.js`,
    `${root}/node_modules/@scope`,
  ])('%s is none', (id) => {
    expect(packagePathOf(id, root)).toBeNull()
  })

  it('refuses a virtual module whose tool it does not know', () => {
    expect(() => packagePathOf('\0some-plugin:helper', root)).toThrow(/virtualModulePackages/)
  })
})

describe('bundledPackages', () => {
  it('names each package once, sorted', () => {
    expect(
      bundledPackages(
        [
          `${root}/node_modules/vue-router/dist/a.mjs`,
          `${root}/renderer/src/main.ts`,
          `${root}/node_modules/@vue/shared/dist/a.js`,
          `${root}/node_modules/vue-router/dist/b.mjs`,
        ],
        root,
      ),
    ).toEqual(['node_modules/@vue/shared', 'node_modules/vue-router'])
  })
})

describe('the builds’ records', () => {
  it('are written per build and read back; a damaged one is refused by name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'encore-bundled-'))
    try {
      expect(readBundledRecords(dir)).toEqual([])
      writeBundledRecord(dir, { build: 'renderer', packages: ['node_modules/vue'] })
      writeBundledRecord(dir, { build: 'main', packages: [] })
      expect(readBundledRecords(dir)).toEqual([
        { build: 'main', packages: [] },
        { build: 'renderer', packages: ['node_modules/vue'] },
      ])
      writeBundledRecord(dir, { build: 'preload' } as never)
      expect(() => readBundledRecords(dir)).toThrow(/out\/bundled\/preload\.json/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
