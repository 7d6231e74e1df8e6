import { readFile } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import { protocol } from 'electron'
import { securityHeaders } from '../core'

export const APP_SCHEME = 'app'
export const APP_HOST = 'encore'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

/** Must run before `app.whenReady()`: `app://` behaves like https (standard, secure, fetch-able), never like file://. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: false },
    },
  ])
}

/** Maps `app://encore/<path>` to a file inside rendererDir, or undefined when the path escapes it. */
export function resolveAppFile(rendererDir: string, requestUrl: string): string | undefined {
  let url: URL
  try {
    url = new URL(requestUrl)
  } catch {
    return undefined
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return undefined
  let pathname: string
  try {
    pathname = decodeURIComponent(url.pathname)
  } catch {
    return undefined
  }
  if (pathname.includes('\0')) return undefined
  const root = resolve(rendererDir)
  const file = resolve(root, `.${pathname === '/' ? '/index.html' : pathname}`)
  return file.startsWith(root + sep) ? file : undefined
}

/** Answers one `app://` request: the file with the security headers, or a 404 without details. */
export async function respondAppRequest(rendererDir: string, request: Request): Promise<Response> {
  const file = resolveAppFile(rendererDir, request.url)
  if (!file || request.method !== 'GET')
    return new Response('Not found', { status: 404, headers: securityHeaders })
  try {
    const body = await readFile(file)
    const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream'
    return new Response(body, { status: 200, headers: { ...securityHeaders, 'Content-Type': type } })
  } catch {
    return new Response('Not found', { status: 404, headers: securityHeaders })
  }
}

/** Serves the built renderer through `app://encore/`. */
export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, (request) => respondAppRequest(rendererDir, request))
}
