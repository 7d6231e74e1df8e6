import type { AreaWords, WordKey } from '../../base/words'

/**
 * Why lyrics could not be shown, in each language (core/base/words.ts). English shows LRCLIB's failure as it was
 * put (in a listener's words); the other languages say these, or `failed` for a failure they do not name.
 */
const en = {
  failed: 'Lyrics could not be read right now. Encore tries again later.',
  timeout: 'LRCLIB did not answer within {seconds}.',
  notHttp: 'The LRCLIB address is not http or https; nothing was sent.',
  local: 'The LRCLIB address on this computer or network gave no usable answer; Encore’s log says why.',
}

export type LyricsWords = typeof en
export type LyricsKey = WordKey<LyricsWords>

const de: LyricsWords = {
  failed: 'Songtexte konnten gerade nicht gelesen werden. Encore versucht es später noch einmal.',
  timeout: 'LRCLIB hat nicht innerhalb von {seconds} geantwortet.',
  notHttp: 'Die LRCLIB-Adresse ist weder http noch https; es wurde nichts gesendet.',
  local:
    'Die LRCLIB-Adresse auf diesem Computer oder im Netzwerk hat keine brauchbare Antwort gegeben; warum, steht im Protokoll von Encore.',
}

const ja: LyricsWords = {
  failed: '現在、歌詞を読み込めません。Encore があとでもう一度試します。',
  timeout: 'LRCLIB が {seconds} 以内に応答しませんでした。',
  notHttp: 'LRCLIB のアドレスが http でも https でもないため、何も送信していません。',
  local:
    'このコンピューターまたはネットワーク上の LRCLIB アドレスから使える応答がありませんでした。理由は Encore のログにあります。',
}

export const lyricsWords: AreaWords<LyricsWords> = { en, de, ja }
