import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import {
  brokenLinks,
  headingAnchors,
  linkTargets,
  missingPaths,
  npmRunScripts,
} from '../support/markdown-check'

/**
 * The README and docs/ stay true to the project: every relative link (and `#anchor`) resolves, every
 * `npm run <script>` they name is in package.json, and every path of ours they name in code exists. The
 * checker itself is shown to catch each kind of mistake on a small project of its own first.
 */

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const docsDir = join(projectRoot, 'docs')
const markdownFiles = [
  join(projectRoot, 'README.md'),
  ...readdirSync(docsDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(docsDir, name)),
]
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts,
)

describe('the docs checker', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'encore-docs-check-'))
  afterAll(() => rmSync(fixture, { recursive: true, force: true }))
  mkdirSync(join(fixture, 'docs'))
  mkdirSync(join(fixture, 'electron/core'), { recursive: true })
  writeFileSync(join(fixture, 'electron/core/app.ts'), '')
  writeFileSync(
    join(fixture, 'docs/topic.md'),
    '# Topic\n\n## The engine, in `core`\n\n## Twice\n\n## Twice\n',
  )
  writeFileSync(
    join(fixture, 'README.md'),
    [
      '[fine](docs/topic.md) [anchor](docs/topic.md#the-engine-in-core) [second](docs/topic.md#twice-1)',
      '[gone](docs/missing.md) [bad anchor](docs/topic.md#nowhere) ![picture](docs/images/none.png)',
      '[web](https://example.com/x) [self](#topic) `[not a link](docs/nothing.md)`',
      '',
      '```sh',
      '[also not a link](docs/nothing.md)',
      '```',
    ].join('\n'),
  )

  it('reads links and images from prose, not from code', () => {
    const targets = linkTargets(readFileSync(join(fixture, 'README.md'), 'utf8'))
    expect(targets).toContain('docs/images/none.png')
    expect(targets).not.toContain('docs/nothing.md')
  })

  it('names GitHub anchors as GitHub does, repeats numbered', () => {
    expect([...headingAnchors(readFileSync(join(fixture, 'docs/topic.md'), 'utf8'))]).toEqual([
      'topic',
      'the-engine-in-core',
      'twice',
      'twice-1',
    ])
  })

  it('reports missing files, missing images and unknown anchors, and nothing else', () => {
    const problems = brokenLinks(join(fixture, 'README.md'), fixture)
    expect(problems).toEqual([
      'README.md: docs/missing.md: no such file or folder',
      'README.md: docs/topic.md#nowhere: no heading "#nowhere" in docs/topic.md',
      'README.md: docs/images/none.png: no such file or folder',
      'README.md: #topic: no heading "#topic" in README.md',
    ])
  })

  it('finds the scripts named by npm run, with or without -s', () => {
    expect(
      npmRunScripts(
        '`npm run -s emulator -- --port 0`, then `npm run bench -- lean` and npm run docs:screenshots.',
      ),
    ).toEqual(['emulator', 'bench', 'docs:screenshots'])
  })

  it('finds paths of ours that do not exist, leaving placeholders alone', () => {
    const text =
      '`electron/core/app.ts`, `core/app.ts`, `npx vitest run test/none.test.ts`, `core/gone.ts`, `<data-dir>/x`, `library-<hash>.json`'
    expect(missingPaths(text, fixture)).toEqual(['test/none.test.ts', 'core/gone.ts'])
  })
})

describe.each(markdownFiles.map((file) => [file.slice(projectRoot.length), file]))('%s', (_name, file) => {
  const markdown = readFileSync(file, 'utf8')

  it('links only to files, folders and headings that exist', () => {
    expect(brokenLinks(file, projectRoot)).toEqual([])
  })

  it('names only npm scripts that package.json has', () => {
    expect(npmRunScripts(markdown).filter((name) => !scripts.includes(name))).toEqual([])
  })

  it('names only files and folders of the project that exist', () => {
    expect(missingPaths(markdown, projectRoot)).toEqual([])
  })
})

describe('README.md', () => {
  const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8')

  it('stays a two-minute read: at most 150 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(150)
  })

  it('links to every file of docs/', () => {
    const linked = new Set(linkTargets(readme).map((target) => target.split('#')[0]))
    const unlinked = markdownFiles
      .filter((file) => file.startsWith(docsDir))
      .map((file) => file.slice(projectRoot.length))
      .filter((path) => !linked.has(path))
    expect(unlinked).toEqual([])
  })
})
