import type { AreaWords } from '../../base/words'

/**
 * What the outbox says itself, in each language (core/base/words.ts): why the changes wait (`{service}` begins
 * the sentence, capitalized), and its notices.
 */
const en = {
  why: {
    queued: 'Next to be sent.',
    offline: '{service} cannot be reached. Encore sends it once it is back.',
    serviceError: '{service} had a problem. Encore tries again {when}.',
    rateLimited: '{service} asked Encore to wait. It is sent {when}.',
    quota: 'This app has used up its requests to {service} for now. It is sent when they return, {when}.',
    account: '{service} refuses this account for now. Encore tries again {when}.',
    signedOut: 'Sign in again as the same user to send it.',
    checking: 'Encore asks whether it arrived.',
    onItsWay: 'On its way.',
    soon: 'soon',
    later: 'later',
  },
  refused: '{label}: {service} refused it, so it is shown as it was.',
  refusedBecause: '{label}: {service} refused it ({words}), so it is shown as it was.',
  notKept:
    'Encore could not keep the changes waiting to be sent in its data folder ({why}); they are kept only until Encore quits.',
}

export type OutboxWords = typeof en

const de: OutboxWords = {
  why: {
    queued: 'Wird als Nächstes gesendet.',
    offline: '{service} ist nicht erreichbar. Encore sendet es, sobald die Verbindung zurück ist.',
    serviceError: '{service} hatte ein Problem. Encore versucht es {when} noch einmal.',
    rateLimited: '{service} hat Encore um eine Pause gebeten. Es wird {when} gesendet.',
    quota:
      'Diese App hat ihre Anfragen an {service} vorerst aufgebraucht. Es wird gesendet, sobald wieder Anfragen frei sind, {when}.',
    account: '{service} lehnt dieses Konto vorerst ab. Encore versucht es {when} noch einmal.',
    signedOut: 'Melde dich wieder mit demselben Konto an, um es zu senden.',
    checking: 'Encore fragt nach, ob es angekommen ist.',
    onItsWay: 'Wird gesendet.',
    soon: 'gleich',
    later: 'später',
  },
  refused: '{label}: {service} hat es abgelehnt, daher wird es wie vorher angezeigt.',
  refusedBecause: '{label}: {service} hat es abgelehnt ({words}), daher wird es wie vorher angezeigt.',
  notKept:
    'Encore konnte die Änderungen, die noch gesendet werden, nicht in seinem Datenordner speichern ({why}); sie bleiben nur erhalten, bis du Encore beendest.',
}

/** Japanese: `{when}` is a time ("14:05", "12 秒後"), "に" added by the sentence; "soon"/"later" too ("この後すぐ", "しばらく後"). */
const ja: OutboxWords = {
  why: {
    queued: '次に送信されます。',
    offline: '{service} に接続できません。接続が戻ったら Encore が送信します。',
    serviceError: '{service} で問題が発生しました。Encore は{when}にもう一度試します。',
    rateLimited: '{service} から待つよう求められました。{when}に送信されます。',
    quota:
      'このアプリは {service} へのリクエストを当面使い切りました。リクエストが戻り次第、{when}に送信されます。',
    account: '{service} は現在このアカウントを受け付けていません。Encore は{when}にもう一度試します。',
    signedOut: '送信するには、同じユーザーでもう一度ログインしてください。',
    checking: '届いたかどうかを Encore が確認しています。',
    onItsWay: '送信中です。',
    soon: 'この後すぐ',
    later: 'しばらく後',
  },
  refused: '{label}: {service} に拒否されたため、元の表示に戻しました。',
  refusedBecause: '{label}: {service} に拒否されたため ({words})、元の表示に戻しました。',
  notKept:
    'Encore は送信待ちの変更をデータフォルダーに保存できませんでした ({why})。変更は Encore を終了するまでしか保持されません。',
}

export const outboxWords: AreaWords<OutboxWords> = { en, de, ja }
