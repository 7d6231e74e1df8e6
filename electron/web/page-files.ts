import { readFile } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** The types of the files a renderer build holds; anything else goes as bytes (the host sends `nosniff`). */
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * The file under `root` that a request's path names (`/` is the page), or null when it names none: a path
 * that leaves the folder, a hidden file or folder, or one that is not properly escaped.
 */
export function pageFileOf(root: string, url: string): string | null {
  let path: string
  try {
    path = decodeURIComponent(url.split('?')[0]!.split('#')[0]!)
  } catch {
    return null
  }
  const relative = path === '/' ? 'index.html' : path.slice(1)
  if (relative.includes('\0') || relative.split(/[/\\]/).some((part) => part.startsWith('.'))) return null
  const folder = resolve(root)
  const file = resolve(folder, relative)
  return file.startsWith(folder + sep) ? file : null
}

export const pageFileType = (file: string): string =>
  TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'

/**
 * Serves the built page's files (GET and HEAD `/*`, `/` for index.html) from `root`: a few files, read when
 * asked. This took the place of @fastify/static, whose glob, minimatch and send the app's process held all day
 * (~1.1 MiB of heap loaded, more once serving) for the same answers.
 */
export function servePageFiles(server: FastifyInstance, root: string): void {
  server.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const file = pageFileOf(root, request.url)
    const body = file ? await readFile(file).catch(() => null) : null
    if (!file || !body) return reply.callNotFound()
    return reply.type(pageFileType(file)).send(body)
  })
}
