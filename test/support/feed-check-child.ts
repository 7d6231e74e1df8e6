import { newerVersionInFeed } from '../../electron/core/features/updates/release-source'

/**
 * One update check against the feed folder argv[2], in a process of its own; prints what it found and whether
 * Node's fetch (undici) was loaded for it.
 */
const newer = await newerVersionInFeed(process.argv[2]!, 'latest-linux.yml', '0.1.0')
// Node's list of its own modules loaded so far (not in @types/node).
const { moduleLoadList } = process as unknown as { moduleLoadList: string[] }
const undici = moduleLoadList.some((entry) => entry.includes('undici'))
process.stdout.write(`${JSON.stringify({ newer, undici })}\n`)
