import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { BenchModule, BenchSection } from './bench-kit'

/**
 * `npm run bench`: runs every test/bench/*.bench.ts (or those named on the command line), each in a fresh
 * process so no section's time or memory depends on what ran before it, and writes the figures to
 * bench/results.json and bench/results.md. Figures are measured and recorded, never asserted. Benches named
 * on the command line replace their own sections only; the others' figures stay as they were.
 */
const benchDir = fileURLToPath(new URL('.', import.meta.url))
const resultsDir = fileURLToPath(new URL('../../bench/', import.meta.url))
const SECTION_MARK = 'bench-section:'

if (process.argv[2] === '--one') {
  // Child mode: run one module and hand its section back on stdout.
  const module = (await import(pathToFileURL(`${benchDir}${process.argv[3]}`).href)) as {
    default: BenchModule
  }
  process.stdout.write(`${SECTION_MARK}${JSON.stringify(await module.default())}\n`)
  process.exit(0)
}

const only = process.argv.slice(2)

const files = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort()

const sections: BenchSection[] = []
for (const file of files) {
  process.stderr.write(`bench: ${file}\n`)
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--one', file],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  const line = child.stdout.split('\n').find((text) => text.startsWith(SECTION_MARK))
  if (child.status !== 0 || !line) throw new Error(`bench ${file} failed (exit ${child.status})`)
  sections.push(JSON.parse(line.slice(SECTION_MARK.length)) as BenchSection)
}

const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
const now = new Date().toISOString()
const resultsFile = `${resultsDir}results.json`
interface Results {
  when: string
  machine: string
  sections: BenchSection[]
}
/** A run of some benches only keeps the other sections of the last results, each with when it was measured. */
function merged(): Results {
  if (only.length === 0 || !existsSync(resultsFile)) return { when: now, machine, sections }
  const previous = JSON.parse(readFileSync(resultsFile, 'utf8')) as Results
  const fresh = new Map(sections.map((section) => [section.title, { ...section, when: now }]))
  const kept = previous.sections.map((section) => {
    const replaced = fresh.get(section.title)
    fresh.delete(section.title)
    return replaced ?? section
  })
  return { when: previous.when, machine: previous.machine, sections: [...kept, ...fresh.values()] }
}
const results = merged()
const { when, sections: written } = results
mkdirSync(resultsDir, { recursive: true })
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
const markdown = [
  '# Benchmark results',
  '',
  `Measured ${when} on ${results.machine} by \`npm run bench\`. Noisy machines: compare figures from one run.`,
  '',
  ...written.flatMap((section) => [
    `## ${section.title}`,
    '',
    ...(section.when && section.when !== when ? [`Measured ${section.when}, run alone.`, ''] : []),
    '| Figure | Value |',
    '| --- | --- |',
    ...section.figures.map((f) => `| ${f.name} | ${f.value} ${f.unit} |`),
    '',
    ...(section.notes ?? []).map((note) => `- ${note}`),
    ...(section.notes?.length ? [''] : []),
  ]),
].join('\n')
writeFileSync(`${resultsDir}results.md`, markdown)
process.stdout.write(markdown)
