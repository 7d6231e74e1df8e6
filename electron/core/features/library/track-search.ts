import type { ListSearch, RowFilter } from './list-search'
import { TextColumn } from './text-column'
import type { SharedAlbum, SharedArtist, TrackRow } from './track-rows'

/** The most words a filter test keeps a bit for; more (a pasted paragraph) are tested one by one. */
const MAX_BITS = 30

/**
 * The tracks' filter. A row matches when every word is in its title, its album or one of its artists.
 *
 * Built once per list, with its first answer: albums, artists and lists of artists are numbered (a
 * 50,000-track library holds a few thousand of each, shared between rows) and each row gets its album's and
 * its list of artists' number (two typed arrays); the titles, album names and artist names are each joined
 * into one text column. A keystroke asked about many rows finds each word in the three columns (a bit per
 * word for every title, album and artist, then every list) and sieves the rows in one loop over typed arrays.
 * Asked about a few rows, it works out an album's, artist's or list's bits the first time a row needs them
 * and looks in a title only for the words its album and artists do not hold. Nothing is allocated per row.
 *
 * One filter object serves every keystroke of a list (each `prepare` sets it up anew): the loops that call
 * it then always meet the same function, which the engine keeps optimised (a new closure per keystroke made
 * it throw its optimised loop away, a few ms on the first keystrokes).
 */
export const trackMatcher: ListSearch<TrackRow> = (rows) => {
  const filter = new TrackFilter(rows)
  return (words, candidates) => filter.prepare(words, candidates)
}

class TrackFilter implements RowFilter {
  private readonly albums: SharedAlbum[] = []
  private readonly artists: SharedArtist[] = []
  /** Each row's album's number; rows without one have `albums.length`, whose bits are always 0. */
  private readonly albumOf: Int32Array
  private readonly listOf: Int32Array
  /** The lists of artists, as their artists' numbers: from listStart[l] to listStart[l + 1] in listArtists. */
  private readonly listStart: number[] = [0]
  private readonly listArtists: number[] = []
  private readonly titleTexts: TextColumn
  private readonly albumTexts: TextColumn
  private readonly artistTexts: TextColumn
  // Per keystroke: which words each album, artist and list holds (-1: not worked out yet; a mask of at most
  // 30 bits is never -1), and each title when many rows are asked about (made the first time they are).
  private readonly albumBits: Int32Array
  private readonly artistBits: Int32Array
  private readonly listBits: Int32Array
  private titleBits: Int32Array | undefined
  private words: readonly string[] = []
  /** Every word's bit. */
  private all = 0
  /** Whether every bit was worked out at once (titles included), so a row's test is three reads. */
  private bulk = false

  constructor(private readonly rows: readonly TrackRow[]) {
    const size = rows.length
    const { albums, artists, listStart, listArtists } = this
    this.albumOf = new Int32Array(size)
    this.listOf = new Int32Array(size)
    const albumIds = new Map<SharedAlbum, number>()
    const artistIds = new Map<SharedArtist, number>()
    const listIds = new Map<readonly SharedArtist[], number>()
    const noAlbum: number[] = []
    for (let i = 0; i < size; i++) {
      const row = rows[i]!
      if (row.album) {
        let id = albumIds.get(row.album) ?? -1
        if (id < 0) albumIds.set(row.album, (id = albums.push(row.album) - 1))
        this.albumOf[i] = id
      } else noAlbum.push(i)
      let id = listIds.get(row.artists) ?? -1
      if (id < 0) {
        listIds.set(row.artists, (id = listStart.length - 1))
        for (const artist of row.artists) {
          let artistId = artistIds.get(artist) ?? -1
          if (artistId < 0) artistIds.set(artist, (artistId = artists.push(artist) - 1))
          listArtists.push(artistId)
        }
        listStart.push(listArtists.length)
      }
      this.listOf[i] = id
    }
    for (const i of noAlbum) this.albumOf[i] = albums.length
    this.titleTexts = new TextColumn(rows.map((row) => row.lower))
    this.albumTexts = new TextColumn(albums.map((album) => album.lower))
    this.artistTexts = new TextColumn(artists.map((artist) => artist.lower))
    this.albumBits = new Int32Array(albums.length + 1)
    this.artistBits = new Int32Array(artists.length)
    this.listBits = new Int32Array(listStart.length - 1)
  }

  /** Sets the filter up for `words`, to be asked about `candidates` rows. */
  prepare(words: readonly string[], candidates: number): RowFilter {
    if (!words.length) return EVERY_ROW
    if (words.length > MAX_BITS) return this.plain(words)
    this.words = words
    this.all = (1 << words.length) - 1
    this.bulk = candidates * 8 >= this.rows.length
    const { albumBits, artistBits, listBits, listStart, listArtists } = this
    if (this.bulk) {
      // Many rows: every title, album and artist at once, a pass over each column per word.
      const titleBits = (this.titleBits ??= new Int32Array(this.rows.length))
      titleBits.fill(0)
      albumBits.fill(0)
      artistBits.fill(0)
      for (let w = 0; w < words.length; w++) {
        this.titleTexts.mark(words[w]!, 1 << w, titleBits)
        this.albumTexts.mark(words[w]!, 1 << w, albumBits)
        this.artistTexts.mark(words[w]!, 1 << w, artistBits)
      }
      for (let l = 0; l < listBits.length; l++) {
        let bits = 0
        for (let k = listStart[l]!; k < listStart[l + 1]!; k++) bits |= artistBits[listArtists[k]!]!
        listBits[l] = bits
      }
    } else {
      albumBits.fill(-1)
      albumBits[this.albums.length] = 0
      artistBits.fill(-1)
      listBits.fill(-1)
    }
    return this
  }

  test(index: number): boolean {
    if (this.bulk) {
      return (
        (this.albumBits[this.albumOf[index]!]! |
          this.listBits[this.listOf[index]!]! |
          this.titleBits![index]!) ===
        this.all
      )
    }
    const bits = this.albumHits(this.albumOf[index]!) | this.listHits(this.listOf[index]!)
    if (bits === this.all) return true
    // The words its album and artists do not hold must be in its title.
    const { words } = this
    const lower = this.rows[index]!.lower
    for (let w = 0; w < words.length; w++) {
      if (!(bits & (1 << w)) && !lower.includes(words[w]!)) return false
    }
    return true
  }

  sieve(marks: Uint8Array): void {
    if (!this.bulk) {
      for (let index = 0; index < marks.length; index++)
        if (marks[index] && !this.test(index)) marks[index] = 0
      return
    }
    const { albumBits, listBits, albumOf, listOf, all } = this
    const titleBits = this.titleBits!
    for (let index = 0; index < marks.length; index++) {
      if (
        marks[index] &&
        (albumBits[albumOf[index]!]! | listBits[listOf[index]!]! | titleBits[index]!) !== all
      )
        marks[index] = 0
    }
  }

  private bitsOf(lower: string): number {
    const { words } = this
    let bits = 0
    for (let w = 0; w < words.length; w++) if (lower.includes(words[w]!)) bits |= 1 << w
    return bits
  }

  private albumHits(album: number): number {
    let bits = this.albumBits[album]!
    if (bits < 0) bits = this.albumBits[album] = this.bitsOf(this.albums[album]!.lower)
    return bits
  }

  private artistHits(artist: number): number {
    let bits = this.artistBits[artist]!
    if (bits < 0) bits = this.artistBits[artist] = this.bitsOf(this.artists[artist]!.lower)
    return bits
  }

  private listHits(list: number): number {
    let bits = this.listBits[list]!
    if (bits < 0) {
      bits = 0
      for (let k = this.listStart[list]!; k < this.listStart[list + 1]!; k++)
        bits |= this.artistHits(this.listArtists[k]!)
      this.listBits[list] = bits
    }
    return bits
  }

  /** Rare enough to be plain (a pasted paragraph): every word somewhere in the row's texts. */
  private plain(words: readonly string[]): RowFilter {
    const { rows } = this
    return {
      test: (index) => {
        const row = rows[index]!
        const texts = [row.lower, row.album?.lower ?? '', ...row.artists.map((artist) => artist.lower)]
        return words.every((word) => texts.some((text) => text.includes(word)))
      },
    }
  }
}

const EVERY_ROW: RowFilter = { test: () => true }
