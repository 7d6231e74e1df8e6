import { hash32 } from '../random/prng'

/**
 * Snapshot ids in the real service's style: base64 of "version,hash". The version is readable back, which is
 * what the stale-snapshot handling needs.
 */
export function snapshotIdOf(playlistId: string, version: number): string {
  const hash = hash32(`${playlistId}#${version}`).toString(16).padStart(8, '0')
  return Buffer.from(`${version},${hash}${hash32(hash).toString(16).padStart(8, '0')}`).toString('base64')
}

/** The version a snapshot id names, or undefined when it is not one of ours. */
export function versionOfSnapshot(snapshotId: string): number | undefined {
  const decoded = Buffer.from(snapshotId, 'base64').toString('utf8')
  const match = /^(\d+),[0-9a-f]{16}$/.exec(decoded)
  return match ? Number(match[1]) : undefined
}
