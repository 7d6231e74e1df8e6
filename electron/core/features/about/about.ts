import { readFile } from 'node:fs/promises'
import { aboutSchemas, type About, type AboutFile, type RuntimeVersions } from '../../../contract'
import type { AppIdentity, Logger, RuntimeFacts } from '../../base/ports'

export type { RuntimeFacts }

export function runtimeVersions(facts: RuntimeFacts): RuntimeVersions {
  return {
    electron: facts.versions['electron'] ?? null,
    chromium: facts.versions['chrome'] ?? null,
    node: facts.versions['node'] ?? 'unknown',
    v8: facts.versions['v8'] ?? 'unknown',
    platform: facts.platform,
    arch: facts.arch,
  }
}

async function readAboutFile(file: string): Promise<AboutFile> {
  const parsed = aboutSchemas().AboutFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')))
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'not About data')
  return parsed.data
}

/**
 * `app.about`: the identity and the runtime from the process, the licences from the build's file, read once
 * (it cannot change while Encore runs). A missing or damaged file costs the licence list only, said plainly.
 */
export function createAboutReader(identity: AppIdentity, facts: RuntimeFacts, logger: Logger) {
  let file: Promise<AboutFile | string> | undefined
  const load = () =>
    (file ??= facts.aboutFile
      ? readAboutFile(facts.aboutFile).catch((error: unknown) => {
          logger.warn('About: the licence list could not be read', { file: facts.aboutFile, error })
          return `The licence list could not be read from ${facts.aboutFile}: ${
            error instanceof Error ? error.message : String(error)
          }. Run npm run build to write it again.`
        })
      : Promise.resolve('This build carries no licence list (no about.json was given).'))

  return async (): Promise<About> => {
    const read = await load()
    return {
      productName: identity.name,
      version: identity.version,
      mode: identity.mode,
      runtime: runtimeVersions(facts),
      licenses: typeof read === 'string' ? [] : read.licenses,
      licensesProblem: typeof read === 'string' ? read : null,
    }
  }
}
