import type { AreaWords } from '../words'

/** What the bridge tells a page itself, in each language (core/base/words.ts): notices it could not keep. */
const en = {
  dropped:
    'One earlier message, from while no Encore window was open, is not shown. | {count} earlier messages, from while no Encore window was open, are not shown.',
}

export type BridgeWords = typeof en

const de: BridgeWords = {
  dropped:
    'Eine frühere Meldung, aus der Zeit ohne offenes Encore-Fenster, wird nicht angezeigt. | {count} frühere Meldungen, aus der Zeit ohne offenes Encore-Fenster, werden nicht angezeigt.',
}

const ja: BridgeWords = {
  dropped: 'Encore のウィンドウが開いていなかった間の以前のメッセージ {count} 件は表示されません。',
}

export const bridgeWords: AreaWords<BridgeWords> = { en, de, ja }
