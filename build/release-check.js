// @ts-check
/**
 * The release workflow's checks (.github/workflows/release.yml), run by it and tested in test/build:
 * - `node build/release-check.js tag <tag> <owner/repo>`: before building, the tag is package.json's version
 *   (`v0.2.0` for 0.2.0) and package.json's `repository` names the repository the workflow runs in, the one
 *   place the project's address is defined: a build from the sources' stand-in would update from nowhere.
 * - `node build/release-check.js assets <folder>`: after the three builds, the draft release holds what
 *   electron-updater reads (latest.yml, latest-mac.yml, latest-linux.yml), a .blockmap beside each installer
 *   and the mac zips Squirrel.Mac installs from, besides the installers.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * package.json's `repository` as `owner/repo` when it names a GitHub project, else null.
 * @param {unknown} repository
 * @returns {string | null}
 */
export function gitHubRepositoryOf(repository) {
  const raw =
    typeof repository === 'string' ? repository : /** @type {{ url?: unknown } | null} */ (repository)?.url
  if (typeof raw !== 'string') return null
  const match =
    /^(?:github:)?([\w-]+)\/([\w.-]+?)(?:\.git)?$/.exec(raw.trim()) ??
    /github\.com[/:]([\w-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(raw.trim())
  return match ? `${match[1]}/${match[2]}` : null
}

/**
 * What stops a release of `tag` from `repository` (GitHub's `owner/repo`), in words; empty when nothing does.
 * @param {{ tag: string, repository: string, packageJson: { version?: unknown, repository?: unknown } }} facts
 * @returns {string[]}
 */
export function releaseProblems({ tag, repository, packageJson }) {
  const problems = []
  if (tag !== `v${String(packageJson.version)}`)
    problems.push(
      `The tag ${tag} is not package.json's version (${String(packageJson.version)}): tag v${String(packageJson.version)}, or change the version first.`,
    )
  const named = gitHubRepositoryOf(packageJson.repository)
  if (named?.toLowerCase() !== repository.toLowerCase())
    problems.push(
      `package.json's repository names ${named ?? 'no GitHub project'}, not ${repository}: the release's feed, its page and the updates Encore looks for all come from it. Set it to ${repository}.`,
    )
  return problems
}

/** What electron-updater and the people downloading need in a release, as patterns of file names. */
export const REQUIRED_ASSETS = [
  { name: 'latest.yml (the Windows feed)', pattern: /^latest\.yml$/ },
  { name: 'latest-mac.yml (the macOS feed)', pattern: /^latest-mac\.yml$/ },
  { name: 'latest-linux.yml (the AppImage feed)', pattern: /^latest-linux\.yml$/ },
  { name: 'the Windows installer', pattern: /^Encore-Setup-.+\.exe$/ },
  { name: 'the Windows installer’s blockmap', pattern: /^Encore-Setup-.+\.exe\.blockmap$/ },
  { name: 'the arm64 mac zip', pattern: /^Encore-.+-arm64-mac\.zip$/ },
  { name: 'the x64 mac zip', pattern: /^Encore-(?!.*-arm64-mac).+-mac\.zip$/ },
  { name: 'a mac zip’s blockmap', pattern: /-mac\.zip\.blockmap$/ },
  { name: 'a dmg', pattern: /\.dmg$/ },
  { name: 'the AppImage', pattern: /\.AppImage$/ },
  { name: 'the .deb', pattern: /\.deb$/ },
]

/**
 * The required assets missing from a release's file names, in words.
 * @param {string[]} names
 * @returns {string[]}
 */
export function missingAssets(names) {
  return REQUIRED_ASSETS.filter(({ pattern }) => !names.some((name) => pattern.test(name))).map(
    ({ name }) => name,
  )
}

function main() {
  const [command, ...args] = process.argv.slice(2)
  /** @type {string[]} */
  let problems
  if (command === 'tag' && args.length === 2) {
    const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
    problems = releaseProblems({ tag: String(args[0]), repository: String(args[1]), packageJson })
  } else if (command === 'assets' && args.length === 1) {
    problems = missingAssets(readdirSync(String(args[0]))).map((name) => `The release has no ${name}.`)
  } else {
    problems = ['Usage: node build/release-check.js tag <tag> <owner/repo> | assets <folder>']
  }
  for (const problem of problems) process.stderr.write(`${problem}\n`)
  process.exitCode = problems.length ? 1 : 0
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main()
