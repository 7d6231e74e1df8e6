/**
 * The pure arithmetic of the sound timeline: which item of a sorted list of start times holds an instant, and
 * the loudness line folded into one value per pixel column (its loudest segment), so drawing costs the width of
 * the canvas, not the thousands of segments of a long track.
 */

/** The index of the last start at or before `time` (0 before the first; -1 for an empty list). */
export function indexAt(starts: readonly number[], time: number): number {
  if (!starts.length) return -1
  let low = 0
  let high = starts.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (starts[middle]! <= time) low = middle
    else high = middle - 1
  }
  return low
}

/**
 * The loudest segment (dB) in each of `columns` equal slices of `durationS`; a column no segment starts in
 * takes the segment playing there, so the line has no gaps.
 */
export function loudnessColumns(
  starts: readonly number[],
  loudness: readonly number[],
  durationS: number,
  columns: number,
): Float32Array {
  const out = new Float32Array(Math.max(0, columns)).fill(Number.NEGATIVE_INFINITY)
  if (!columns || !starts.length || durationS <= 0) return out
  const perColumn = durationS / columns
  for (let index = 0; index < starts.length; index++) {
    const column = Math.min(columns - 1, Math.floor(starts[index]! / perColumn))
    if (loudness[index]! > out[column]!) out[column] = loudness[index]!
  }
  for (let column = 0; column < columns; column++) {
    if (out[column] === Number.NEGATIVE_INFINITY) {
      const playing = indexAt(starts, column * perColumn)
      out[column] = loudness[Math.max(0, playing)]!
    }
  }
  return out
}

/** `m:ss` of seconds. */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
