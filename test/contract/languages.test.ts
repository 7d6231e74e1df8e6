import { describe, expect, it } from 'vitest'
import { chooseLanguage, languageOfTag } from '../../electron/contract/languages'

describe('the language Encore speaks', () => {
  it('follows the first of the system’s languages it knows, else English', () => {
    expect(chooseLanguage('system', ['de-AT', 'en-US'])).toBe('de')
    expect(chooseLanguage('system', ['fr-FR', 'ja-JP', 'de'])).toBe('ja')
    expect(chooseLanguage('system', ['fr-FR', 'pt-BR'])).toBe('en')
    expect(chooseLanguage('system', [])).toBe('en')
  })

  it('takes the person’s choice over the system’s', () => {
    expect(chooseLanguage('ja', ['de-DE'])).toBe('ja')
    expect(chooseLanguage('en-XA', ['de-DE'])).toBe('en-XA')
  })

  it('reads tags in either form and any case', () => {
    expect(languageOfTag('ja_JP')).toBe('ja')
    expect(languageOfTag('DE-ch')).toBe('de')
    expect(languageOfTag('english')).toBeNull()
    expect(languageOfTag('')).toBeNull()
  })
})
