export { createLyricsService, type LyricsService, type LyricsServiceOptions } from './lyrics-service'
export { lrclibAddressFor } from './lrclib-address'
