import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Clock } from '../../../base/ports'
import { createOnceTimer } from '../../../base/timer'
import type { JapaneseToken } from './hepburn'

/** Reads Japanese lines into tokens (what each word is and how it is said). */
export interface JapaneseReader {
  read(lines: readonly string[]): Promise<JapaneseToken[][]>
  dispose(): void
}

/** kuromoji's dictionary (IPADIC): about 18 MB on disk and 130 MB of buffers once read, so read only when used. */
export interface Tokenizer {
  tokenize(text: string): {
    surface_form: string
    pos: string
    pos_detail_1: string
    pronunciation?: string
  }[]
}

/** How long the dictionary stays read after the last line: a song's lyrics come in one call, the next song's soon. */
export const JAPANESE_DICTIONARY_IDLE_MS = 5 * 60_000

export async function buildTokenizer(): Promise<Tokenizer> {
  const kuromoji = (await import('@sglkc/kuromoji')).default
  const dicPath = join(
    dirname(createRequire(import.meta.url).resolve('@sglkc/kuromoji/package.json')),
    'dict',
  )
  return new Promise((resolve, reject) => {
    kuromoji.builder({ dicPath }).build((error, tokenizer) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)))
      else resolve(tokenizer)
    })
  })
}

/** Each line's tokens, in the fields Hepburn needs. */
export function tokensOf(tokenizer: Tokenizer, lines: readonly string[]): JapaneseToken[][] {
  return lines.map((line) =>
    tokenizer.tokenize(line).map((token) => ({
      surface: token.surface_form,
      pos: token.pos,
      posDetail: token.pos_detail_1,
      ...(token.pronunciation ? { pronunciation: token.pronunciation } : {}),
    })),
  )
}

/**
 * Japanese lines read with kuromoji (its IPADIC dictionary), loaded the first time a Japanese song's lyrics are
 * romanized and let go after a few idle minutes, so a person who never turns romanization on, or who listens to
 * no Japanese, never holds it.
 */
export function createJapaneseReader(
  clock: Clock,
  idleMs = JAPANESE_DICTIONARY_IDLE_MS,
  build: () => Promise<Tokenizer> = buildTokenizer,
): JapaneseReader {
  let tokenizer: Promise<Tokenizer> | undefined
  const release = createOnceTimer(clock, () => {
    tokenizer = undefined
  })
  return {
    async read(lines) {
      tokenizer ??= build()
      const reading = tokenizer
      // A dictionary that could not be read is read again next time, not kept as a failure.
      reading.catch(() => {
        if (tokenizer === reading) tokenizer = undefined
      })
      const ready = await reading
      release.schedule(idleMs)
      return tokensOf(ready, lines)
    },
    dispose() {
      release.cancel()
      tokenizer = undefined
    },
  }
}
