import type { AreaWords } from '../../base/words'

/**
 * What Settings → About's "Report a problem" says itself, in each language (core/base/words.ts): why the log's
 * folder could not be opened. The report stays in English: it is written for the project's issues.
 */
const en = {
  noLogFile: 'Encore keeps no log file here: it logs to the terminal only.',
  browserMode: 'Browser mode cannot open folders: the log is in {folder}.',
  notOpened: "The log's folder could not be opened ({reason}): it is {folder}.",
}

export type DiagnosticsWords = typeof en

const de: DiagnosticsWords = {
  noLogFile: 'Encore führt hier keine Logdatei: Es schreibt sein Log nur ins Terminal.',
  browserMode: 'Im Browsermodus lassen sich keine Ordner öffnen: Das Log liegt in {folder}.',
  notOpened: 'Der Ordner des Logs konnte nicht geöffnet werden ({reason}): Er liegt in {folder}.',
}

const ja: DiagnosticsWords = {
  noLogFile: 'ここではログファイルを作成しません。ログはターミナルにだけ出力されます。',
  browserMode: 'ブラウザーモードではフォルダーを開けません。ログは {folder} にあります。',
  notOpened: 'ログのフォルダーを開けませんでした（{reason}）。場所は {folder} です。',
}

export const diagnosticsWords: AreaWords<DiagnosticsWords> = { en, de, ja }
