import type { AreaWords } from '../../base/words'

/**
 * What the player says itself, in each language (core/base/words.ts): its states, the notices for work that
 * failed or was refused, and what that work was (`doing`: "Encore could not {what}"; German as a zu-infinitive,
 * "die Wiedergabe zu pausieren"; Japanese as the verb's stem, "一時停止" + "できませんでした").
 */
const en = {
  premium:
    'Controlling playback needs a Premium account. You can still see what plays and browse your library.',
  idle: 'Nothing is playing. Pick something to play.',
  noDevice: 'No device is available. Open Spotify on your phone or computer, then choose it here.',
  signedOut: 'Sign in to see and control what plays.',
  chooseDevice: 'Choose where to play: no device is playing right now.',
  nothingToSave: 'Nothing is playing that could be saved.',
  queued: 'Added to the queue.',
  skipper:
    'You skip often: each skip is a request to Spotify, whose daily limit this app shares. Play on this computer (Settings → This computer, with Spotify Soloist) costs no requests.',
  status: {
    offline: 'Encore cannot reach {service}. What you see may be out of date; it reconnects by itself.',
    budget:
      "Saving requests: the day's budget is spent. Your own commands still go and the player reads at each track's end; the rest resumes {when}. The budget is in Settings → Requests.",
    quota:
      'This app has used up its requests to {service} for now. Encore sends nothing until it resumes {when}.',
    slowDown: '{service} asked Encore to slow down. It resumes {when}.',
  },
  saving: {
    everyMinute: 'Saving requests: updates every minute.',
    trackEnds: "Saving requests: updates at each track's end.",
    stopped:
      "Saving requests: the day's budget is spent. Updates come at each track's end and once a minute while Encore has the focus; all resume {when}.",
  },
  noAnswer: {
    timeout: '{service} did not answer in time',
    dropped: 'the connection to {service} broke off before it answered',
    unsent: 'the request could not be sent from this computer',
    unreachable: '{service} cannot be reached',
  },
  failed: {
    could: 'Encore could not {what}: {why}.',
    serverError: 'Encore could not {what}: {service} had a problem; try again.',
    budget:
      "Encore did not {what}: the day's request budget is spent. Try again {when}, or raise the budget in Settings → Requests.",
    wait: 'Encore did not {what}: {service} asked it to wait. Try again {when}.',
    signIn: 'Sign in to {what}.',
  },
  refused: {
    offline: 'Encore cannot reach {service} right now, so it did not {what}. Try again once it is back.',
    wait: '{service} asked Encore to wait, so it did not {what}. Try again {when}.',
    disallowed: 'Encore did not {what}: {reason}',
  },
  disallowed: {
    pause: 'Playback is already paused.',
    resume: 'It is already playing.',
    seek: {
      track: 'This track cannot be moved within.',
      episode: 'This episode cannot be moved within.',
      chapter: 'This chapter cannot be moved within.',
    },
    next: {
      track: 'There is no next track here.',
      episode: 'There is no next episode here.',
      chapter: 'There is no next chapter here.',
    },
    previous: {
      track: 'There is no previous track here.',
      episode: 'There is no previous episode here.',
      chapter: 'There is no previous chapter here.',
    },
    repeat: 'Repeat is not available for what is playing.',
    shuffle: 'Shuffle is not available for what is playing.',
    transfer: 'Playback cannot move to another device right now.',
    restricted: '{device} does not accept remote control from apps (a restricted device).',
    volume: '{device} does not let apps change its volume.',
  },
  doing: {
    startPlaying: 'start playing that',
    resume: 'resume playback',
    pause: 'pause',
    next: 'skip to the next track',
    previous: 'go back to the previous track',
    seek: 'move within the track',
    volume: 'change the volume',
    repeat: 'change repeat',
    shuffleOn: 'turn shuffle on',
    shuffleOff: 'turn shuffle off',
    transfer: 'move playback to that device',
    saveTrack: 'save the track',
    saveEpisode: 'save the episode',
    saveBook: 'save the book',
    removeTrack: 'remove the track from your library',
    removeEpisode: 'remove the episode from your library',
    removeBook: 'remove the book from your library',
    listDevices: 'list your devices',
    addToQueue: 'add that to the queue',
    readQueue: 'read the queue',
  },
}

export type PlaybackWords = typeof en
/** What the player tried to do, by its key: said in the person's language when a notice names it. */
export type Doing = keyof PlaybackWords['doing']

const de: PlaybackWords = {
  premium:
    'Zum Steuern der Wiedergabe brauchst du ein Premium-Konto. Was läuft und deine Bibliothek kannst du trotzdem sehen.',
  idle: 'Gerade läuft nichts. Wähle etwas zum Abspielen aus.',
  noDevice: 'Kein Gerät verfügbar. Öffne Spotify auf deinem Handy oder Computer und wähle es dann hier aus.',
  signedOut: 'Melde dich an, um zu sehen und zu steuern, was läuft.',
  chooseDevice: 'Wähle aus, wo die Wiedergabe laufen soll: Gerade spielt kein Gerät.',
  nothingToSave: 'Gerade läuft nichts, was du speichern könntest.',
  queued: 'Zur Warteschlange hinzugefügt.',
  skipper:
    'Du überspringst oft: Jeder Sprung ist eine Anfrage an Spotify, deren Tageslimit sich diese App teilt. Wiedergabe auf diesem Computer (Einstellungen → Dieser Computer, mit Spotify Soloist) kostet keine Anfragen.',
  status: {
    offline:
      'Encore erreicht {service} nicht. Was du siehst, ist vielleicht nicht aktuell; die Verbindung kommt von selbst zurück.',
    budget:
      'Anfragen werden gespart: Das Tagesbudget ist aufgebraucht. Deine eigenen Befehle gehen weiter, und der Player liest am Ende jedes Titels; der Rest geht {when} weiter. Das Budget findest du unter Einstellungen → Anfragen.',
    quota:
      'Diese App hat ihre Anfragen an {service} vorerst aufgebraucht. Encore sendet nichts, bis es {when} weitergeht.',
    slowDown: '{service} hat Encore gebeten, langsamer zu machen. Es geht {when} weiter.',
  },
  saving: {
    everyMinute: 'Anfragen werden gespart: Aktualisierung jede Minute.',
    trackEnds: 'Anfragen werden gespart: Aktualisierung am Ende jedes Titels.',
    stopped:
      'Anfragen werden gespart: Das Tagesbudget ist aufgebraucht. Aktualisiert wird am Ende jedes Titels und einmal pro Minute, solange Encore im Vordergrund ist; alles geht {when} weiter.',
  },
  noAnswer: {
    timeout: '{service} hat nicht rechtzeitig geantwortet',
    dropped: 'die Verbindung zu {service} ist vor der Antwort abgebrochen',
    unsent: 'die Anfrage konnte von diesem Computer nicht gesendet werden',
    unreachable: '{service} ist nicht erreichbar',
  },
  failed: {
    could: 'Encore hat es nicht geschafft, {what}: {why}.',
    serverError:
      'Encore hat es nicht geschafft, {what}: {service} hatte ein Problem; versuch es noch einmal.',
    budget:
      'Encore hat darauf verzichtet, {what}: Das Tagesbudget für Anfragen ist aufgebraucht. Versuch es {when} noch einmal oder erhöhe das Budget unter Einstellungen → Anfragen.',
    wait: 'Encore hat darauf verzichtet, {what}: {service} hat um eine Pause gebeten. Versuch es {when} noch einmal.',
    signIn: 'Melde dich an, um {what}.',
  },
  refused: {
    offline:
      'Encore erreicht {service} gerade nicht und hat darauf verzichtet, {what}. Versuch es noch einmal, sobald die Verbindung zurück ist.',
    wait: '{service} hat um eine Pause gebeten, daher hat Encore darauf verzichtet, {what}. Versuch es {when} noch einmal.',
    disallowed: 'Encore hat darauf verzichtet, {what}: {reason}',
  },
  disallowed: {
    pause: 'Die Wiedergabe ist schon pausiert.',
    resume: 'Es läuft schon.',
    seek: {
      track: 'In diesem Titel kann nicht gesprungen werden.',
      episode: 'In dieser Folge kann nicht gesprungen werden.',
      chapter: 'In diesem Kapitel kann nicht gesprungen werden.',
    },
    next: {
      track: 'Hier gibt es keinen nächsten Titel.',
      episode: 'Hier gibt es keine nächste Folge.',
      chapter: 'Hier gibt es kein nächstes Kapitel.',
    },
    previous: {
      track: 'Hier gibt es keinen vorherigen Titel.',
      episode: 'Hier gibt es keine vorherige Folge.',
      chapter: 'Hier gibt es kein vorheriges Kapitel.',
    },
    repeat: 'Wiederholen ist für das, was gerade läuft, nicht verfügbar.',
    shuffle: 'Zufallswiedergabe ist für das, was gerade läuft, nicht verfügbar.',
    transfer: 'Die Wiedergabe kann gerade nicht auf ein anderes Gerät wechseln.',
    restricted: '{device} lässt sich nicht von Apps fernsteuern (ein eingeschränktes Gerät).',
    volume: '{device} lässt Apps die Lautstärke nicht ändern.',
  },
  doing: {
    startPlaying: 'das abzuspielen',
    resume: 'die Wiedergabe fortzusetzen',
    pause: 'die Wiedergabe zu pausieren',
    next: 'zum nächsten Titel zu springen',
    previous: 'zum vorherigen Titel zurückzugehen',
    seek: 'im Titel zu springen',
    volume: 'die Lautstärke zu ändern',
    repeat: 'die Wiederholung zu ändern',
    shuffleOn: 'den Zufallsmodus einzuschalten',
    shuffleOff: 'den Zufallsmodus auszuschalten',
    transfer: 'die Wiedergabe auf das Gerät zu verschieben',
    saveTrack: 'den Titel zu speichern',
    saveEpisode: 'die Folge zu speichern',
    saveBook: 'das Hörbuch zu speichern',
    removeTrack: 'den Titel aus deiner Bibliothek zu entfernen',
    removeEpisode: 'die Folge aus deiner Bibliothek zu entfernen',
    removeBook: 'das Hörbuch aus deiner Bibliothek zu entfernen',
    listDevices: 'deine Geräte aufzulisten',
    addToQueue: 'das zur Warteschlange hinzuzufügen',
    readQueue: 'die Warteschlange zu lesen',
  },
}

const ja: PlaybackWords = {
  premium: '再生を操作するには Premium アカウントが必要です。再生中の曲の表示やライブラリの閲覧はできます。',
  idle: '再生中の曲はありません。再生するものを選んでください。',
  noDevice:
    '利用できるデバイスがありません。スマートフォンかコンピューターで Spotify を開いて、ここで選んでください。',
  signedOut: '再生中の曲の表示と操作にはログインしてください。',
  chooseDevice: '再生するデバイスを選んでください: 現在再生中のデバイスはありません。',
  nothingToSave: '保存できる再生中の曲はありません。',
  queued: 'キューに追加しました。',
  skipper:
    'スキップが多いようです: スキップのたびに Spotify へのリクエストが発生し、その1日の上限はこのアプリで共有されています。このコンピューターでの再生 (設定 → このコンピューター、Spotify Soloist を使用) はリクエストを消費しません。',
  status: {
    offline: 'Encore は {service} に接続できません。表示が古い可能性があります。接続は自動的に戻ります。',
    budget:
      'リクエストを節約中: 今日の予算を使い切りました。ご自身の操作は引き続き送信され、プレーヤーは曲の終わりごとに読み込みます。そのほかは{when}に再開します。予算は 設定 → リクエスト で変更できます。',
    quota:
      'このアプリは {service} へのリクエストを当面使い切りました。{when}に再開するまで Encore は何も送信しません。',
    slowDown: '{service} から速度を落とすよう求められました。{when}に再開します。',
  },
  saving: {
    everyMinute: 'リクエストを節約中: 1分ごとに更新します。',
    trackEnds: 'リクエストを節約中: 曲の終わりごとに更新します。',
    stopped:
      'リクエストを節約中: 今日の予算を使い切りました。曲の終わりごとと、Encore が前面にある間は1分ごとに更新します。すべて{when}に再開します。',
  },
  noAnswer: {
    timeout: '{service} が時間内に応答しませんでした',
    dropped: '{service} が応答する前に接続が切れました',
    unsent: 'このコンピューターからリクエストを送信できませんでした',
    unreachable: '{service} に接続できません',
  },
  failed: {
    could: '{what}できませんでした: {why}。',
    serverError: '{what}できませんでした: {service} で問題が発生しました。もう一度お試しください。',
    budget:
      '{what}しませんでした: 今日のリクエスト予算を使い切りました。{when}にもう一度お試しいただくか、設定 → リクエスト で予算を増やしてください。',
    wait: '{what}しませんでした: {service} から待つよう求められました。{when}にもう一度お試しください。',
    signIn: '{what}するにはログインしてください。',
  },
  refused: {
    offline:
      '現在 {service} に接続できないため、{what}しませんでした。接続が戻ったらもう一度お試しください。',
    wait: '{service} から待つよう求められたため、{what}しませんでした。{when}にもう一度お試しください。',
    disallowed: '{what}しませんでした: {reason}',
  },
  disallowed: {
    pause: '再生はすでに一時停止しています。',
    resume: 'すでに再生中です。',
    seek: {
      track: 'この曲では再生位置を移動できません。',
      episode: 'このエピソードでは再生位置を移動できません。',
      chapter: 'このチャプターでは再生位置を移動できません。',
    },
    next: {
      track: '次の曲はありません。',
      episode: '次のエピソードはありません。',
      chapter: '次のチャプターはありません。',
    },
    previous: {
      track: '前の曲はありません。',
      episode: '前のエピソードはありません。',
      chapter: '前のチャプターはありません。',
    },
    repeat: '再生中のコンテンツではリピートを使えません。',
    shuffle: '再生中のコンテンツではシャッフルを使えません。',
    transfer: '現在、再生をほかのデバイスに移動できません。',
    restricted: '{device} はアプリからのリモート操作を受け付けません (制限付きデバイス)。',
    volume: '{device} ではアプリから音量を変更できません。',
  },
  doing: {
    startPlaying: 'それを再生',
    resume: '再生を再開',
    pause: '一時停止',
    next: '次の曲にスキップ',
    previous: '前の曲に移動',
    seek: '曲内を移動',
    volume: '音量を変更',
    repeat: 'リピートを変更',
    shuffleOn: 'シャッフルをオンに',
    shuffleOff: 'シャッフルをオフに',
    transfer: 'そのデバイスに再生を移動',
    saveTrack: '曲を保存',
    saveEpisode: 'エピソードを保存',
    saveBook: 'オーディオブックを保存',
    removeTrack: '曲をライブラリから削除',
    removeEpisode: 'エピソードをライブラリから削除',
    removeBook: 'オーディオブックをライブラリから削除',
    listDevices: 'デバイスの一覧を表示',
    addToQueue: 'キューに追加',
    readQueue: 'キューを取得',
  },
}

export const playbackWords: AreaWords<PlaybackWords> = { en, de, ja }
