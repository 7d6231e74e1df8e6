/**
 * The licences of every package that ships in the app, as the About panel lists them: a pure function over
 * package-lock.json, the packages the builds bundled and a reader of installed package manifests, so it is
 * tested on fixtures and run on the real tree by the build (about-json-plugin.ts).
 */

/** The parts of a package-lock.json (lockfileVersion 2 or 3) this reads. */
export interface Lockfile {
  readonly lockfileVersion?: number
  readonly packages?: Readonly<Record<string, LockEntry>>
}

export interface LockEntry {
  readonly version?: string
  readonly license?: string
  readonly dev?: boolean
  readonly optional?: boolean
  readonly devOptional?: boolean
  readonly link?: boolean
}

/** The parts of a package.json this reads (older packages spell licences and repositories differently). */
export interface Manifest {
  readonly name?: string
  readonly productName?: string
  readonly version?: string
  readonly license?: string | { readonly type?: string }
  readonly licenses?: readonly (string | { readonly type?: string })[]
  readonly repository?: string | { readonly url?: string }
}

export interface LicenseEntry {
  readonly name: string
  readonly version: string
  readonly license: string
  /** A browsable URL when the package names its repository, else null. */
  readonly repository: string | null
}

/** Reads `<packagePath>/package.json` (packagePath as in the lockfile, e.g. `node_modules/a/node_modules/b`). */
export type ManifestReader = (packagePath: string) => Manifest | undefined

export const UNKNOWN_LICENSE = 'UNKNOWN'

function nameFromPath(packagePath: string): string {
  const at = packagePath.lastIndexOf('node_modules/')
  return packagePath.slice(at + 'node_modules/'.length)
}

function licenseText(value: string | { readonly type?: string } | undefined): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined
  return value?.type?.trim() || undefined
}

export function licenseOf(manifest: Manifest | undefined, entry: LockEntry): string {
  const declared = licenseText(manifest?.license)
  if (declared) return declared
  const listed = (manifest?.licenses ?? []).map(licenseText).filter((it): it is string => Boolean(it))
  if (listed.length > 0) return listed.length === 1 ? listed[0]! : `(${listed.join(' OR ')})`
  return entry.license?.trim() || UNKNOWN_LICENSE
}

/**
 * A browsable https URL for the usual spellings: `git+https://host/o/r.git`, `git://host/o/r`,
 * `git@host:o/r.git`, `github:o/r`, `gitlab:o/r`, `bitbucket:o/r` and the bare `o/r` (GitHub).
 */
export function repositoryUrl(repository: Manifest['repository']): string | null {
  const raw = (typeof repository === 'string' ? repository : repository?.url)?.trim()
  if (!raw) return null
  const shorthand = /^(github|gitlab|bitbucket):([\w.-]+\/[\w.-]+)$/.exec(raw)
  if (shorthand) {
    const host = { github: 'github.com', gitlab: 'gitlab.com', bitbucket: 'bitbucket.org' }[shorthand[1]!]
    return `https://${host}/${shorthand[2]!.replace(/\.git$/, '')}`
  }
  if (/^[\w.-]+\/[\w.-]+$/.test(raw)) return `https://github.com/${raw.replace(/\.git$/, '')}`
  const scp = /^git@([^:]+):(.+?)(\.git)?$/.exec(raw)
  if (scp) return `https://${scp[1]!}/${scp[2]!}`
  const url =
    /^(?:git\+)?(?:https?|git|ssh|git\+ssh):\/\/(?:[^@/]+@)?([^/]+)\/(.+?)(?:\.git)?\/?(?:#.*)?$/.exec(raw)
  if (url) return `https://${url[1]!}/${url[2]!}`
  return null
}

/**
 * Every package whose code ships in the app: the lockfile's entries under node_modules/ that are not dev-only
 * (the production dependencies, packed beside the bundles), and every package a build bundled
 * (`bundled`: lockfile-style paths, bundled-packages.ts), dev-only or not. An optional package that is not
 * installed (another platform's binary) is left out; a required or bundled one that is missing is an error,
 * since its licence would silently go missing from About.
 */
export function collectLicenses(
  lock: Lockfile,
  readManifest: ManifestReader,
  bundled: readonly string[] = [],
): LicenseEntry[] {
  if (!lock.packages)
    throw new Error('package-lock.json has no "packages" (lockfileVersion 2 or later needed)')
  const packages = lock.packages
  const shipped = new Map<string, LockEntry>()
  for (const [packagePath, entry] of Object.entries(packages)) {
    if (packagePath.includes('node_modules/') && !entry.dev && !entry.link) shipped.set(packagePath, entry)
  }
  for (const packagePath of bundled) {
    const entry = packages[packagePath]
    if (!entry) throw new Error(`${packagePath} was bundled but is not in package-lock.json (run npm ci)`)
    // Bundled code ships whatever the lockfile calls it: neither dev nor optional exempts it.
    shipped.set(packagePath, { ...entry, dev: false, optional: false, devOptional: false })
  }
  const seen = new Map<string, LicenseEntry>()
  for (const [packagePath, entry] of shipped) {
    const manifest = readManifest(packagePath)
    if (!manifest) {
      if (entry.optional || entry.devOptional) continue
      throw new Error(`${packagePath} is in package-lock.json but not installed (run npm ci)`)
    }
    const name = manifest.name ?? nameFromPath(packagePath)
    const version = manifest.version ?? entry.version ?? '0.0.0'
    const key = `${name}@${version}`
    if (seen.has(key)) continue
    seen.set(key, {
      name,
      version,
      license: licenseOf(manifest, entry),
      repository: repositoryUrl(manifest.repository),
    })
  }
  return [...seen.values()].sort((a, b) =>
    a.name === b.name ? a.version.localeCompare(b.version) : a.name < b.name ? -1 : 1,
  )
}
