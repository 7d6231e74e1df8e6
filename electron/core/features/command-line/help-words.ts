import { languageOfTag, type Language } from '../../../contract/languages'
import { localeLanguages } from '../../base/language'
import { HELP_POINTER, USAGE } from './args'
import { statusFields } from './format-fields'

/**
 * The command line's help in the language of the person's locale (German and Japanese beside English). The
 * command words, options and field names stay as they are typed; what they do is said in the language. Imports
 * nothing that loads a schema library, as args.ts: the client answers `--help` before it connects.
 */

/**
 * The locale's language, as a terminal program reads it: `LC_ALL`, else `LC_MESSAGES`, else `LANG` (the first
 * set decides); GNU's `LANGUAGE` list comes first unless that locale is `C`/`POSIX`. English otherwise.
 */
export function helpLanguage(env: Readonly<Record<string, string | undefined>>): Language {
  for (const tag of localeLanguages(env)) {
    const language = languageOfTag(tag)
    if (language) return language
  }
  return 'en'
}

const fields = `{${statusFields.join('} {')}}`

const GERMAN = `Aufruf: encore [--data-dir PFAD] [--start] [--json] <Befehl>

  play | pause | toggle | next | previous
  play <Spotify-Link oder -URI>    ein Album, eine Playlist oder einen Künstler abspielen oder nur einen Titel
  seek +15 | seek -10 | seek 1:30  im Titel springen (Sekunden oder m:ss)
  volume 40 | volume +5 | volume -5 | mute | unmute
  shuffle on|off|toggle            repeat off|context|track|cycle
  like | unlike | like-toggle      den laufenden Titel in deiner Bibliothek speichern oder daraus entfernen
  device <Name oder ID>            die Wiedergabe dorthin verschieben (Groß- und Kleinschreibung egal; ein Wort des Namens genügt)
  devices                          die Geräte auflisten
  queue <Spotify-Link oder -URI>   einen Titel oder eine Folge ans Ende deiner Warteschlange stellen
  queue --list                     deine Warteschlange, ab 1 nummeriert, dann was Spotify als Nächstes spielt
  queue move N M | queue remove N | queue clear  deine Warteschlange umsortieren oder leeren
  open <Spotify-Link oder -URI>    im Hauptfenster von Encore zeigen
  sleep 30 | sleep track | sleep off  in 30 Minuten oder am Ende dieses Titels pausieren; off: kein Timer
  status [--format '{artist} – {title} ({position}/{duration})'] [--follow] [--escape polybar|i3bar|none]
  mini | show | hide | quit        der Miniplayer, das Hauptfenster, Encore selbst
  diagnose                         ein Problembericht zum Lesen vor dem Teilen (Geheimnisse und Namen entfernt)

  --data-dir PFAD   das Encore, das seine Daten in PFAD hält (Browsermodus: dieselbe Option wie bei npm run web)
  --start           Encore zuerst starten, wenn es nicht läuft
  --json            JSON ausgeben (status, devices, queue --list, diagnose; andere Befehle geben den Zustand des Players aus)
  --format FELDER   status als eine Zeile: ${fields}
  --follow          status: erneut ausgeben, sobald sich ändert, was läuft (für Statusleisten)
  --escape LEISTE   status: Namen für das Markup von polybar oder i3bar maskieren (Steuerzeichen fallen immer weg)

Exit-Codes: 0 erledigt, 2 falsche Argumente, 3 Encore läuft nicht, 4 nicht angemeldet, 5 abgelehnt (der Grund folgt).`

const JAPANESE = `使い方: encore [--data-dir パス] [--start] [--json] <コマンド>

  play | pause | toggle | next | previous
  play <Spotify のリンクまたは URI>  アルバム、プレイリスト、アーティスト、または 1 曲だけを再生します
  seek +15 | seek -10 | seek 1:30  曲の中を移動します（秒、または m:ss）
  volume 40 | volume +5 | volume -5 | mute | unmute
  shuffle on|off|toggle            repeat off|context|track|cycle
  like | unlike | like-toggle      再生中の曲をライブラリに保存、または削除します
  device <名前または ID>           再生をそのデバイスに移します（大文字小文字は区別せず、名前の一語で足ります）
  devices                          デバイスを一覧表示します
  queue <Spotify のリンクまたは URI>  曲またはエピソードをキューの最後に追加します
  queue --list                     あなたのキュー（1 から番号付き）、続いて Spotify が次に再生するもの
  queue move N M | queue remove N | queue clear  キューを並べ替えるか、空にします
  open <Spotify のリンクまたは URI>  Encore のメインウィンドウに表示します
  sleep 30 | sleep track | sleep off  30 分後、またはこの曲の終わりに一時停止します。off: タイマーなし
  status [--format '{artist} – {title} ({position}/{duration})'] [--follow] [--escape polybar|i3bar|none]
  mini | show | hide | quit        ミニプレーヤー、メインウィンドウ、Encore 本体
  diagnose                         共有する前に読む問題レポート（秘密の情報と名前は除かれます）

  --data-dir パス   データを パス に保存している Encore（ブラウザモード: npm run web と同じオプション）
  --start           Encore が動いていなければ先に起動します
  --json            JSON で出力します（status、devices、queue --list、diagnose。ほかのコマンドはプレーヤーの状態を出力）
  --format 項目     status を 1 行で: ${fields}
  --follow          status: 再生中のものが変わるたびに出力し直します（ステータスバー向け）
  --escape バー     status: 名前を polybar や i3bar のマークアップで安全にします（制御文字は常に除かれます）

終了コード: 0 完了、2 引数の誤り、3 Encore が起動していない、4 ログインしていない、5 拒否（理由が続きます）。`

const usages: Record<Language, string> = { en: USAGE, de: GERMAN, ja: JAPANESE }
const pointers: Record<Language, string> = {
  en: HELP_POINTER,
  de: 'Mit „encore --help“ siehst du alle Befehle und Optionen.',
  ja: 'すべてのコマンドとオプションは「encore --help」で確認できます。',
}

/** `encore --help` in `language`. */
export const usageIn = (language: Language): string => usages[language]

/** The line after a usage error's reason, in `language`. */
export const helpPointerIn = (language: Language): string => pointers[language]
