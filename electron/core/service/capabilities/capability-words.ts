import type { AreaWords } from '../../base/words'

/**
 * What the capability list says itself, in each language (core/base/words.ts): why a feature is not offered,
 * and the refusals of the whole account (the quota's end is said by the page, from `resumesAt`).
 */
const en = {
  learned: 'The service refused this to your app, so Encore no longer asks for it.',
  retired: 'Spotify no longer offers this to apps registered after {since}.',
  since: { '2024': 'November 2024', '2026': 'February 2026' },
  notRegistered:
    'Spotify does not let this account use your app yet: add it under User Management in your app’s settings on the developer dashboard (an app in development mode allows 5 people), then sign in again.',
  ownerPremium:
    'Spotify refuses every request because the Premium subscription of the app’s owner has lapsed. Renew it; Spotify takes a few hours to notice, then Encore works again.',
  quota: 'Your app has used up its requests to Spotify for now. Encore sends nothing until the quota resets.',
}

export type CapabilityWords = typeof en

const de: CapabilityWords = {
  learned: 'Der Dienst hat das für deine App abgelehnt, daher fragt Encore nicht mehr danach.',
  retired: 'Spotify bietet das Apps, die nach {since} registriert wurden, nicht mehr an.',
  since: { '2024': 'November 2024', '2026': 'Februar 2026' },
  notRegistered:
    'Spotify lässt dieses Konto deine App noch nicht nutzen: Füge es im Developer Dashboard in den Einstellungen deiner App unter „User Management“ hinzu (eine App im Entwicklungsmodus erlaubt 5 Personen) und melde dich dann erneut an.',
  ownerPremium:
    'Spotify lehnt jede Anfrage ab, weil das Premium-Abo der Person, der die App gehört, abgelaufen ist. Verlängere es; Spotify bemerkt das nach ein paar Stunden, dann funktioniert Encore wieder.',
  quota:
    'Deine App hat ihre Anfragen an Spotify vorerst aufgebraucht. Encore sendet nichts, bis das Kontingent zurückgesetzt wird.',
}

const ja: CapabilityWords = {
  learned: 'サービスがこのアプリへの提供を拒否したため、Encore はこれを要求しなくなりました。',
  retired: 'Spotify は {since}以降に登録されたアプリにこれを提供していません。',
  since: { '2024': '2024年11月', '2026': '2026年2月' },
  notRegistered:
    'Spotify はこのアカウントにまだアプリの利用を許可していません: デベロッパーダッシュボードのアプリ設定にある User Management でアカウントを追加し (開発モードのアプリは5人まで)、もう一度ログインしてください。',
  ownerPremium:
    'アプリの所有者の Premium サブスクリプションが切れているため、Spotify はすべてのリクエストを拒否しています。更新してください。Spotify が反映するまで数時間かかり、その後 Encore は再び使えるようになります。',
  quota:
    'アプリは Spotify へのリクエストを当面使い切りました。上限がリセットされるまで Encore は何も送信しません。',
}

export const capabilityWords: AreaWords<CapabilityWords> = { en, de, ja }
