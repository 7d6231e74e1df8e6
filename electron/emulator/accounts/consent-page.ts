import { SCOPE_DESCRIPTIONS, isKnownScope } from '../scopes'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; background: #121212; color: #eee; display: grid;
    place-items: center; min-height: 100vh; margin: 0; }
  main { background: #1e1e1e; padding: 2rem 2.5rem; border-radius: 12px; max-width: 28rem; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  ul { padding-left: 1.2rem; color: #bbb; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 999px; border: 1px solid #777;
    background: transparent; color: inherit; cursor: pointer; }
  button[value=approve] { background: #1ed760; color: #000; border-color: #1ed760; font-weight: 600; }`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`
}

export function consentPage(options: {
  requestId: string
  clientId: string
  userName: string
  scopes: readonly string[]
}): string {
  const items = options.scopes
    .map((scope) => `<li>${escapeHtml(isKnownScope(scope) ? SCOPE_DESCRIPTIONS[scope] : scope)}</li>`)
    .join('')
  return page(
    'Allow access?',
    `<h1>Allow ${escapeHtml(options.clientId)} to use your account?</h1>
<p>Signed in as <strong>${escapeHtml(options.userName)}</strong> on the Encore demo service.</p>
${items ? `<p>It will be able to:</p><ul>${items}</ul>` : '<p>It asks for no extra permissions.</p>'}
<form method="post" action="/authorize">
<input type="hidden" name="request_id" value="${escapeHtml(options.requestId)}">
<div class="actions"><button type="submit" name="decision" value="approve">Agree</button>
<button type="submit" name="decision" value="deny">Cancel</button></div></form>`,
  )
}

export function errorPage(message: string): string {
  return page('Something went wrong', `<h1>Something went wrong</h1><p>${escapeHtml(message)}</p>`)
}

/** Headers for the accounts pages: no framing, no caching, nothing loaded from elsewhere. */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
}
