/** The small self-contained pages the loopback receiver answers with (no script, no outside resources). */

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char)
}

export type PageTone = 'success' | 'problem'

/** The page in `language` (its `lang` tells the browser and a screen reader how to say it). */
export function callbackPage(tone: PageTone, title: string, message: string, language = 'en'): string {
  const accent = tone === 'success' ? '#3ddc97' : '#ff5d6c'
  const mark = tone === 'success' ? '✓' : '!'
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark light">
<title>Encore · ${escapeHtml(title)}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0e1014; color: #f3f4f6;
    font: 15px/1.5 'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif; }
  main { max-width: 420px; padding: 32px; border-radius: 14px; background: #1b1f27; border: 1px solid #2a303b;
    text-align: center; }
  .mark { width: 48px; height: 48px; margin: 0 auto 16px; border-radius: 50%; display: grid; place-items: center;
    font-size: 24px; font-weight: 700; color: #0e1014; background: ${accent}; }
  h1 { margin: 0 0 8px; font-size: 20px; }
  p { margin: 0; color: #b8bec9; }
</style>
</head>
<body>
<main>
  <div class="mark" aria-hidden="true">${mark}</div>
  <h1>${escapeHtml(title)}</h1>
  <p>${escapeHtml(message)}</p>
</main>
</body>
</html>
`
}
