import type { AreaWords } from '../../base/words'

/** The update's words in each language (core/base/words.ts), said by update-words.ts. */
const en = {
  failure: {
    offline: {
      check:
        'Encore could not reach the release page to look for updates. Check your connection and try again.',
      download:
        'The connection was lost while Encore downloaded the update. Nothing was installed; you can try again.',
    },
    tooSlow: {
      check:
        'The release page answered too slowly (not within 30 seconds), so Encore stopped waiting. It will look again later.',
      download:
        'The download was too slow (under 20 KB a second for a minute), so Encore stopped it. Nothing was installed; you can try again.',
    },
    damaged: {
      check:
        'The release information Encore found was damaged. Nothing was installed; it will look again later.',
      download:
        'The update Encore downloaded was damaged on the way (it is not exactly the file the release names). Nothing was installed; you can try again.',
    },
    noRelease: {
      check: 'Encore found no release to compare with on the release page. It will look again later.',
      download: 'The update’s file is no longer on the release page. Nothing was installed.',
    },
    other: {
      check: 'Encore could not look for updates just now. It will look again later.',
      download: 'Encore could not download the update. Nothing was installed; you can try again.',
    },
  },
  install: {
    reason: {
      unsigned: 'macOS accepts an update only for a copy signed by its developer, and this one is not',
      readOnly:
        'it runs from a place it cannot change (the disk image, or a folder macOS keeps read-only); move Encore to Applications first',
      permission: 'the system did not let it replace its own files',
      other: 'the system refused it',
    },
    failedVersion:
      'Encore could not install the update: {reason}. Download Encore {version} from the release page instead.',
    failedNew:
      'Encore could not install the update: {reason}. Download the new version from the release page instead.',
  },
  notice: {
    deb: 'Encore {version} is available. Download its .deb from the release page and open it to install it over this one.',
    macUnsigned:
      'Encore {version} is available. This copy of Encore is not signed by its developer, so macOS does not let it replace itself: download it from the release page.',
    macDiskImage:
      'Encore {version} is available. Encore runs from its disk image (or a folder macOS keeps read-only), so it cannot replace itself: move it to Applications, or download it from the release page.',
    noUpdater:
      'Encore {version} is available. This build does not update itself: download it from the release page.',
    other: 'Encore {version} is available. See the release page.',
  },
  state: {
    development: 'Updates are not offered in a build run from the sources.',
    notSetUp: 'Updates are not set up for this build.',
    idle: 'Encore {current}. It looks for a newer release once a day.',
    checking: 'Looking for updates…',
    upToDate: 'Encore {current} is the latest release.',
    available: 'Encore {version} is available. Download it now? It installs when you quit Encore.',
    downloading: 'Downloading Encore {version}…',
    ready: 'Encore {version} is downloaded and installs when you quit Encore.',
    metered: 'Your connection is metered, so Encore did not look for updates. Check now to look anyway.',
    failed: 'Encore could not look for updates.',
  },
}

export type UpdateCatalog = typeof en

const de: UpdateCatalog = {
  failure: {
    offline: {
      check:
        'Encore konnte die Release-Seite nicht erreichen, um nach Updates zu suchen. Prüfe deine Verbindung und versuche es erneut.',
      download:
        'Die Verbindung ist abgebrochen, während Encore das Update heruntergeladen hat. Es wurde nichts installiert; du kannst es erneut versuchen.',
    },
    tooSlow: {
      check:
        'Die Release-Seite hat zu langsam geantwortet (nicht innerhalb von 30 Sekunden), daher hat Encore aufgehört zu warten. Encore sucht später erneut.',
      download:
        'Der Download war zu langsam (eine Minute lang unter 20 KB pro Sekunde), daher hat Encore ihn gestoppt. Es wurde nichts installiert; du kannst es erneut versuchen.',
    },
    damaged: {
      check:
        'Die Release-Informationen, die Encore gefunden hat, waren beschädigt. Es wurde nichts installiert; Encore sucht später erneut.',
      download:
        'Das heruntergeladene Update wurde unterwegs beschädigt (es ist nicht genau die Datei, die das Release nennt). Es wurde nichts installiert; du kannst es erneut versuchen.',
    },
    noRelease: {
      check:
        'Encore hat auf der Release-Seite kein Release zum Vergleichen gefunden. Encore sucht später erneut.',
      download: 'Die Datei des Updates ist nicht mehr auf der Release-Seite. Es wurde nichts installiert.',
    },
    other: {
      check: 'Encore konnte gerade nicht nach Updates suchen. Encore sucht später erneut.',
      download:
        'Encore konnte das Update nicht herunterladen. Es wurde nichts installiert; du kannst es erneut versuchen.',
    },
  },
  install: {
    reason: {
      unsigned:
        'macOS akzeptiert Updates nur für eine vom Entwickler signierte Kopie, und diese ist nicht signiert',
      readOnly:
        'Encore läuft von einem Ort, den es nicht ändern kann (dem Disk-Image oder einem Ordner, den macOS schreibgeschützt hält); verschiebe Encore zuerst in „Programme“',
      permission: 'das System hat Encore nicht erlaubt, seine eigenen Dateien zu ersetzen',
      other: 'das System hat es abgelehnt',
    },
    failedVersion:
      'Encore konnte das Update nicht installieren: {reason}. Lade stattdessen Encore {version} von der Release-Seite herunter.',
    failedNew:
      'Encore konnte das Update nicht installieren: {reason}. Lade stattdessen die neue Version von der Release-Seite herunter.',
  },
  notice: {
    deb: 'Encore {version} ist verfügbar. Lade die .deb-Datei von der Release-Seite herunter und öffne sie, um sie über diese Version zu installieren.',
    macUnsigned:
      'Encore {version} ist verfügbar. Diese Kopie von Encore ist nicht vom Entwickler signiert, daher lässt macOS sie sich nicht selbst ersetzen: Lade die neue Version von der Release-Seite herunter.',
    macDiskImage:
      'Encore {version} ist verfügbar. Encore läuft von seinem Disk-Image (oder einem Ordner, den macOS schreibgeschützt hält) und kann sich daher nicht selbst ersetzen: Verschiebe es in „Programme“ oder lade die neue Version von der Release-Seite herunter.',
    noUpdater:
      'Encore {version} ist verfügbar. Dieser Build aktualisiert sich nicht selbst: Lade die neue Version von der Release-Seite herunter.',
    other: 'Encore {version} ist verfügbar. Sieh auf der Release-Seite nach.',
  },
  state: {
    development: 'Ein aus den Quellen gestarteter Build bekommt keine Updates.',
    notSetUp: 'Für diesen Build sind keine Updates eingerichtet.',
    idle: 'Encore {current}. Encore sucht einmal am Tag nach einem neueren Release.',
    checking: 'Suche nach Updates …',
    upToDate: 'Encore {current} ist das neueste Release.',
    available:
      'Encore {version} ist verfügbar. Jetzt herunterladen? Es wird installiert, wenn du Encore beendest.',
    downloading: 'Encore {version} wird heruntergeladen …',
    ready: 'Encore {version} ist heruntergeladen und wird installiert, wenn du Encore beendest.',
    metered:
      'Deine Verbindung ist getaktet, daher hat Encore nicht nach Updates gesucht. Wähle „Nach Updates suchen“, um trotzdem zu suchen.',
    failed: 'Encore konnte nicht nach Updates suchen.',
  },
}

const ja: UpdateCatalog = {
  failure: {
    offline: {
      check:
        'リリースページに接続できず、アップデートを確認できませんでした。接続を確認して、もう一度お試しください。',
      download:
        'アップデートのダウンロード中に接続が切れました。何もインストールされていません。もう一度お試しください。',
    },
    tooSlow: {
      check:
        'リリースページの応答が遅すぎたため（30 秒以内に応答がありませんでした）、待つのをやめました。後でもう一度確認します。',
      download:
        'ダウンロードが遅すぎたため（1 分間、毎秒 20 KB 未満）、停止しました。何もインストールされていません。もう一度お試しください。',
    },
    damaged: {
      check:
        '見つかったリリース情報が破損していました。何もインストールされていません。後でもう一度確認します。',
      download:
        'ダウンロードしたアップデートが途中で破損しました（リリースに記載されたファイルと一致しません）。何もインストールされていません。もう一度お試しください。',
    },
    noRelease: {
      check: 'リリースページに比較できるリリースが見つかりませんでした。後でもう一度確認します。',
      download: 'アップデートのファイルはリリースページにもうありません。何もインストールされていません。',
    },
    other: {
      check: '今はアップデートを確認できませんでした。後でもう一度確認します。',
      download:
        'アップデートをダウンロードできませんでした。何もインストールされていません。もう一度お試しください。',
    },
  },
  install: {
    reason: {
      unsigned:
        'macOS は開発者が署名したコピーにしかアップデートを許可しませんが、このコピーは署名されていません',
      readOnly:
        '変更できない場所（ディスクイメージ、または macOS が読み取り専用にしているフォルダー）から実行されています。先に Encore をアプリケーションフォルダーに移動してください',
      permission: 'システムが Encore 自身のファイルの置き換えを許可しませんでした',
      other: 'システムに拒否されました',
    },
    failedVersion:
      'アップデートをインストールできませんでした: {reason}。代わりにリリースページから Encore {version} をダウンロードしてください。',
    failedNew:
      'アップデートをインストールできませんでした: {reason}。代わりにリリースページから新しいバージョンをダウンロードしてください。',
  },
  notice: {
    deb: 'Encore {version} が利用できます。リリースページから .deb をダウンロードして開き、このバージョンに上書きしてインストールしてください。',
    macUnsigned:
      'Encore {version} が利用できます。この Encore には開発者の署名がないため、macOS が置き換えを許可しません。リリースページからダウンロードしてください。',
    macDiskImage:
      'Encore {version} が利用できます。Encore がディスクイメージ（または macOS が読み取り専用にしているフォルダー）から実行されているため、置き換えられません。アプリケーションフォルダーに移動するか、リリースページからダウンロードしてください。',
    noUpdater:
      'Encore {version} が利用できます。このビルドは自動でアップデートされません。リリースページからダウンロードしてください。',
    other: 'Encore {version} が利用できます。リリースページをご覧ください。',
  },
  state: {
    development: 'ソースから実行しているビルドでは、アップデートは提供されません。',
    notSetUp: 'このビルドではアップデートが設定されていません。',
    idle: 'Encore {current}。1 日に 1 回、新しいリリースを確認します。',
    checking: 'アップデートを確認しています…',
    upToDate: 'Encore {current} は最新のリリースです。',
    available:
      'Encore {version} が利用できます。今すぐダウンロードしますか？Encore を終了するとインストールされます。',
    downloading: 'Encore {version} をダウンロードしています…',
    ready: 'Encore {version} をダウンロードしました。Encore を終了するとインストールされます。',
    metered:
      '従量制の接続のため、アップデートを確認しませんでした。それでも確認するには「アップデートを確認」を選んでください。',
    failed: 'アップデートを確認できませんでした。',
  },
}

export const updateCatalog: AreaWords<UpdateCatalog> = { en, de, ja }
