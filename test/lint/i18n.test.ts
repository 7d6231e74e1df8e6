import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { TRANSLATED_FILES } from '../../eslint.i18n.js'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const rawTextRule = '@intlify/vue-i18n/no-raw-text'
// Only the rule under test runs (the project's config still decides where it applies): every other rule on each
// of ~140 files made this file take 35 s in a loaded run, over its bound.
const eslint = new ESLint({ cwd: projectRoot, ruleFilter: ({ ruleId }) => ruleId === rawTextRule })

/** Lints a component as if it were the given file, with the project's own config; answers the raw-text hits. */
async function rawText(filePath: string, template: string): Promise<number> {
  const sfc = `<script setup lang="ts">\nimport { useWords } from '../i18n'\nconst { t } = useWords()\n</script>\n\n<template>\n  ${template}\n</template>\n`
  const [result] = await eslint.lintText(sfc, { filePath: `${projectRoot}${filePath}` })
  return (result?.messages ?? []).filter((m) => m.ruleId === rawTextRule).length
}

describe('words in templates go through the catalogs (eslint.i18n.js)', () => {
  it('refuses words written in a translated file’s template', async () => {
    for (const file of TRANSLATED_FILES) {
      expect(await rawText(file, '<p>Encore is offline</p>'), file).toBe(1)
      expect(await rawText(file, `<p :title="'Play from here'">x</p>`), file).toBeGreaterThan(0)
    }
  })

  it('refuses words written in an attribute a person reads or hears, on elements and components alike', async () => {
    const file = TRANSLATED_FILES[0]!
    for (const attribute of ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label'])
      expect(await rawText(file, `<input ${attribute}="Search your library" />`), attribute).toBe(1)
    expect(await rawText(file, '<SelectSetting label="Language" />')).toBe(1)
    expect(await rawText(file, '<select-setting title="Language" />')).toBe(1)
  })

  it('lets attributes from the catalogs, marks and attributes that are not read pass', async () => {
    const file = TRANSLATED_FILES[0]!
    expect(await rawText(file, `<button :aria-label="t('status.offline.title')">♪</button>`)).toBe(0)
    expect(await rawText(file, '<button title="…" aria-label="×">♪</button>')).toBe(0)
    expect(await rawText(file, '<input id="search" type="search" class="field" />')).toBe(0)
  })

  it('lets catalog words and marks that are not words pass', async () => {
    const file = TRANSLATED_FILES[0]!
    expect(await rawText(file, "<p>{{ t('status.offline.title') }}</p>")).toBe(0)
    expect(await rawText(file, '<p>♪ · …</p>')).toBe(0)
  })

  it('leaves screens not translated yet alone', async () => {
    expect(await rawText('renderer/src/components/NotTranslatedYet.vue', '<p>Encore is offline</p>')).toBe(0)
  })
})
