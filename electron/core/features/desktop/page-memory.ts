/**
 * V8 flags for the windows' pages (their renderer processes). A tray app's page is small (its JS heap holds
 * about 12 MiB after a collection) and stays open all day, but V8 and Blink sized their first collections for
 * big web apps: scrolling the library end to end left 40–60 MiB of garbage (Blink's layout and style objects,
 * V8's young objects) in the renderer before anything collected it, and that garbage is what the task manager
 * shows. Collecting earlier and a little more often costs a few milliseconds now and then on a heap this size.
 * Measured in Debian's Chromium (the renderer bench's soak): the renderer's highest RSS went from ~300 to
 * ~255 MiB, its own memory after a collection from 117–121 to 112–116 MiB (docs/performance.md).
 */
export const PAGE_JS_FLAGS: readonly string[] = [
  // Smaller caches and young generation, code flushed sooner: memory before speed, for a page this small.
  '--optimize-for-size',
  // The first full collection when the old generation reaches 8 MiB, not V8's default of tens of MiB.
  '--initial-old-space-size=8',
  // After each collection, the next when the heap has grown by half (V8 allows up to four times).
  '--heap-growing-percent=50',
  // No baseline (Sparkplug) code: functions a screen calls now and then crossed into it pass after pass and
  // held their machine code all day (the soak's JS heap grew 10 % from pass 2 to 5, 4.5 % without); the
  // interpreter and the optimizing tiers remain (scrolling 50,000 rows: the same frame times).
  '--no-sparkplug',
]

/**
 * The `--js-flags` value for the pages: ours, then what the person passed when starting Encore (V8 takes the
 * last value of a flag given twice, so theirs win).
 */
export function pageJsFlags(given: string): string {
  return [...PAGE_JS_FLAGS, given.trim()].filter(Boolean).join(' ')
}
