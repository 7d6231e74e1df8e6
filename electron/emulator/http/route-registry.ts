import type { RouteOptions } from 'fastify'

/**
 * Remembers every registered route (fastify's onRoute hook) so that a request for a known path with the
 * wrong method gets 405 with `Allow`, not 404.
 */
export class RouteRegistry {
  private readonly routes: { pattern: RegExp; methods: Set<string> }[] = []
  private readonly registered: { method: string; url: string }[] = []

  readonly record = (route: RouteOptions): void => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) this.registered.push({ method, url: route.url })
    const pattern = new RegExp(
      `^${route.url
        .split('/')
        .map((segment) => (segment.startsWith(':') || segment === '*' ? '[^/]+' : escape(segment)))
        .join('/')}/?$`,
    )
    const existing = this.routes.find((entry) => entry.pattern.source === pattern.source)
    if (existing) for (const method of methods) existing.methods.add(method)
    else this.routes.push({ pattern, methods: new Set(methods) })
  }

  /** Every route as registered (`/v1/albums/:id`), in order: what a fuzzer walks. */
  list(): { method: string; url: string }[] {
    return this.registered.map((route) => ({ ...route }))
  }

  /** The methods allowed on `path`, empty when no route has that path. */
  allowedMethods(path: string): string[] {
    const allowed = new Set<string>()
    for (const route of this.routes)
      if (route.pattern.test(path)) for (const m of route.methods) allowed.add(m)
    return [...allowed].sort()
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
