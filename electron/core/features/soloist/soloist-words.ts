import type { AreaWords } from '../../base/words'

/**
 * What Settings → This computer and Soloist's notices say, in each language (core/base/words.ts): how the child
 * runs (supervisor.ts), what its log says went wrong (log-problems.ts), its build's end (lifetime.ts), what a
 * setting cannot take (soloist-config.ts) and where its key is kept (soloist-key.ts).
 */
const en = {
  status: {
    noSocket:
      'Spotify Soloist did not open its connection within 15 seconds: Encore stops it and starts it again.',
    stuck: 'Spotify Soloist did not answer and did not stop when asked: Encore ended it and starts it again.',
    notFound: 'Spotify Soloist was not found where Settings point: choose its file again, or download it.',
    notExecutable: 'Spotify Soloist could not be started: make its file executable, or download it again.',
    stopped: 'Spotify Soloist stopped unexpectedly; Encore starts it again.',
    expired: 'This Spotify Soloist build has expired: download a newer one.',
    stopsOn: 'Spotify Soloist stops on {date}: download a newer build.',
    loggedOut:
      'Spotify Soloist is not signed in to Spotify: check its API key in Settings → This computer, then choose This computer in the device picker.',
  },
  problem: {
    apiKey:
      'Spotify Soloist did not accept its API key: copy the key again from Spotify for Developers and set it in Settings → This computer.',
    portBusy:
      'Spotify Soloist could not open its port because another program uses it: quit the other Soloist (or the program holding the port), then turn This computer off and on.',
    pairingRefused:
      'Spotify refused to pair with Spotify Soloist: check that the API key belongs to the account you play with (Premium), then choose This computer again.',
    noAudio:
      'Spotify Soloist found no sound system: it needs PipeWire or PulseAudio running in your desktop session.',
  },
  setting: {
    pathChars: 'The program path has characters a file name cannot have.',
    pathWhole:
      'Give the whole path of the Soloist program, starting with / (for example /opt/soloist/soloist).',
    nameEmpty: 'Give this computer a device name, or keep the one suggested.',
    nameLong: 'Keep the device name to {max} characters or fewer.',
    nameChars: 'The device name has characters a name cannot have.',
    keyEmpty: 'Paste the API key from Spotify for Developers, or keep the one set.',
    keyShape:
      'That does not look like an API key: it should be one word of letters, digits and signs, with no spaces.',
    keyShort: 'That API key is too short: copy the whole key from Spotify for Developers.',
    needsBoth: 'Choose the Spotify Soloist program and set its API key to play on this computer.',
    needsProgram: 'Choose the Spotify Soloist program to play on this computer.',
    needsKey: 'Set the API key from Spotify for Developers to play on this computer.',
    chooseNeedsDesktop:
      'Choosing a file needs the desktop app: type the whole path of the Soloist program instead.',
    chooseTitle: 'Choose the Spotify Soloist program',
  },
  key: {
    untilQuit: 'The key is kept until Encore quits: this system has no keyring to keep it in safely.',
    keyring: 'The key is kept in your system’s keyring.',
    file: 'The key is kept in a file only your user can read.',
  },
}

export type SoloistWords = typeof en

const de: SoloistWords = {
  status: {
    noSocket:
      'Spotify Soloist hat seine Verbindung nicht innerhalb von 15 Sekunden geöffnet: Encore beendet es und startet es neu.',
    stuck:
      'Spotify Soloist hat nicht geantwortet und sich auf Anfrage nicht beendet: Encore hat es beendet und startet es neu.',
    notFound:
      'Spotify Soloist wurde nicht dort gefunden, wohin die Einstellungen zeigen: Wähle die Datei erneut aus oder lade sie herunter.',
    notExecutable:
      'Spotify Soloist konnte nicht gestartet werden: Mach die Datei ausführbar oder lade sie erneut herunter.',
    stopped: 'Spotify Soloist wurde unerwartet beendet; Encore startet es neu.',
    expired: 'Dieser Build von Spotify Soloist ist abgelaufen: Lade einen neueren herunter.',
    stopsOn: 'Spotify Soloist hört am {date} auf zu funktionieren: Lade einen neueren Build herunter.',
    loggedOut:
      'Spotify Soloist ist nicht bei Spotify angemeldet: Prüfe den API-Schlüssel unter Einstellungen → Dieser Computer und wähle dann „Dieser Computer“ in der Geräteauswahl.',
  },
  problem: {
    apiKey:
      'Spotify Soloist hat seinen API-Schlüssel nicht akzeptiert: Kopiere den Schlüssel erneut aus Spotify for Developers und trage ihn unter Einstellungen → Dieser Computer ein.',
    portBusy:
      'Spotify Soloist konnte seinen Port nicht öffnen, weil ein anderes Programm ihn nutzt: Beende das andere Soloist (oder das Programm, das den Port belegt) und schalte „Dieser Computer“ aus und wieder ein.',
    pairingRefused:
      'Spotify hat die Kopplung mit Spotify Soloist abgelehnt: Prüfe, ob der API-Schlüssel zu dem Konto gehört, mit dem du hörst (Premium), und wähle dann erneut „Dieser Computer“.',
    noAudio:
      'Spotify Soloist hat kein Soundsystem gefunden: Es braucht PipeWire oder PulseAudio in deiner Desktop-Sitzung.',
  },
  setting: {
    pathChars: 'Der Programmpfad enthält Zeichen, die ein Dateiname nicht haben kann.',
    pathWhole:
      'Gib den vollständigen Pfad des Soloist-Programms an, beginnend mit / (zum Beispiel /opt/soloist/soloist).',
    nameEmpty: 'Gib diesem Computer einen Gerätenamen oder behalte den vorgeschlagenen.',
    nameLong: 'Der Gerätename darf höchstens {max} Zeichen lang sein.',
    nameChars: 'Der Gerätename enthält Zeichen, die ein Name nicht haben kann.',
    keyEmpty: 'Füge den API-Schlüssel aus Spotify for Developers ein oder behalte den gesetzten.',
    keyShape:
      'Das sieht nicht nach einem API-Schlüssel aus: Er sollte ein Wort aus Buchstaben, Ziffern und Zeichen ohne Leerzeichen sein.',
    keyShort: 'Dieser API-Schlüssel ist zu kurz: Kopiere den ganzen Schlüssel aus Spotify for Developers.',
    needsBoth:
      'Wähle das Programm Spotify Soloist und setze seinen API-Schlüssel, um auf diesem Computer abzuspielen.',
    needsProgram: 'Wähle das Programm Spotify Soloist, um auf diesem Computer abzuspielen.',
    needsKey: 'Setze den API-Schlüssel aus Spotify for Developers, um auf diesem Computer abzuspielen.',
    chooseNeedsDesktop:
      'Eine Datei auswählen geht nur in der Desktop-App: Gib stattdessen den vollständigen Pfad des Soloist-Programms ein.',
    chooseTitle: 'Programm Spotify Soloist auswählen',
  },
  key: {
    untilQuit:
      'Der Schlüssel bleibt nur erhalten, bis du Encore beendest: Dieses System hat keinen Schlüsselbund, um ihn sicher aufzubewahren.',
    keyring: 'Der Schlüssel liegt im Schlüsselbund deines Systems.',
    file: 'Der Schlüssel liegt in einer Datei, die nur dein Benutzer lesen kann.',
  },
}

const ja: SoloistWords = {
  status: {
    noSocket: 'Spotify Soloist が 15 秒以内に接続を開きませんでした。Encore が停止して再起動します。',
    stuck: 'Spotify Soloist が応答せず、停止の要求にも応じませんでした。Encore が終了させて再起動します。',
    notFound:
      '設定で指定された場所に Spotify Soloist が見つかりません。ファイルを選び直すか、ダウンロードしてください。',
    notExecutable:
      'Spotify Soloist を起動できませんでした。ファイルを実行可能にするか、もう一度ダウンロードしてください。',
    stopped: 'Spotify Soloist が予期せず停止しました。Encore が再起動します。',
    expired:
      'この Spotify Soloist のビルドは有効期限が切れています。新しいビルドをダウンロードしてください。',
    stopsOn: 'Spotify Soloist は {date}に使えなくなります。新しいビルドをダウンロードしてください。',
    loggedOut:
      'Spotify Soloist が Spotify にログインしていません。設定 → このコンピューターで API キーを確認してから、デバイスの選択で「このコンピューター」を選んでください。',
  },
  problem: {
    apiKey:
      'Spotify Soloist が API キーを受け付けませんでした。Spotify for Developers からキーをもう一度コピーし、設定 → このコンピューターで設定してください。',
    portBusy:
      '別のプログラムが使っているため、Spotify Soloist がポートを開けませんでした。もう一方の Soloist（またはポートを使っているプログラム）を終了してから、「このコンピューター」をオフにしてもう一度オンにしてください。',
    pairingRefused:
      'Spotify が Spotify Soloist とのペアリングを拒否しました。API キーが再生に使うアカウント（Premium）のものか確認してから、もう一度「このコンピューター」を選んでください。',
    noAudio:
      'Spotify Soloist がサウンドシステムを見つけられませんでした。デスクトップセッションで PipeWire か PulseAudio が動作している必要があります。',
  },
  setting: {
    pathChars: 'プログラムのパスに、ファイル名に使えない文字が含まれています。',
    pathWhole:
      'Soloist プログラムのパスを / から始まる完全な形で入力してください（例: /opt/soloist/soloist）。',
    nameEmpty: 'このコンピューターのデバイス名を入力するか、提案された名前のままにしてください。',
    nameLong: 'デバイス名は {max} 文字以内にしてください。',
    nameChars: 'デバイス名に、名前に使えない文字が含まれています。',
    keyEmpty: 'Spotify for Developers の API キーを貼り付けるか、設定済みのキーのままにしてください。',
    keyShape: 'API キーの形式ではないようです。英数字と記号だけの、空白を含まない 1 語のはずです。',
    keyShort: 'この API キーは短すぎます。Spotify for Developers からキー全体をコピーしてください。',
    needsBoth:
      'このコンピューターで再生するには、Spotify Soloist のプログラムを選び、API キーを設定してください。',
    needsProgram: 'このコンピューターで再生するには、Spotify Soloist のプログラムを選んでください。',
    needsKey: 'このコンピューターで再生するには、Spotify for Developers の API キーを設定してください。',
    chooseNeedsDesktop:
      'ファイルの選択にはデスクトップアプリが必要です。代わりに Soloist プログラムの完全なパスを入力してください。',
    chooseTitle: 'Spotify Soloist のプログラムを選択',
  },
  key: {
    untilQuit:
      'このシステムには安全に保管できるキーリングがないため、キーは Encore を終了するまでしか保持されません。',
    keyring: 'キーはシステムのキーリングに保管されています。',
    file: 'キーは、あなたのユーザーだけが読めるファイルに保管されています。',
  },
}

export const soloistWords: AreaWords<SoloistWords> = { en, de, ja }
