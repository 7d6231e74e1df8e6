import { readFile } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'

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
 * The build's file a GET or HEAD names (`/` is index.html) and its type, read when asked; null when it names
 * none or the file is not there. Browser mode serves a few files and read them through @fastify/static once,
 * whose glob, minimatch and send the app's process held all day (~1.1 MiB of heap) for the same answers.
 */
export async function readPageFile(
  root: string,
  url: string,
): Promise<{ body: Buffer; type: string } | null> {
  const file = pageFileOf(root, url)
  const body = file ? await readFile(file).catch(() => null) : null
  return file && body ? { body, type: pageFileType(file) } : null
}
