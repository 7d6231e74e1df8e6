/**
 * Covers drawn into a canvas of their own rather than shown as <img>, for the covers that follow what plays.
 * Chromium keeps a decoded copy of every image an <img> put on screen (its compositor's image decode cache, up
 * to a thousand entries) long after the image left the page: each new cover a track brings adds one for good
 * (a 300-pixel cover is 352 KB decoded; a mini player showing a new track every three minutes grew by half a
 * MiB each). A cover decoded here into an ImageBitmap at the size it is drawn, copied into its canvas and
 * closed, holds only its canvas's pixels, given back with the canvas.
 */

export interface CoverSource {
  readonly width: number
  readonly height: number
}

export interface CoverCrop {
  sx: number
  sy: number
  sw: number
  sh: number
}

/** The centred square of a picture that a square cover shows (CSS `object-fit: cover`). */
export function centredSquare({ width, height }: CoverSource): CoverCrop {
  const side = Math.min(width, height)
  return { sx: Math.floor((width - side) / 2), sy: Math.floor((height - side) / 2), sw: side, sh: side }
}

/**
 * Loads `url` as the page's <img> would (same request, so the HTTP cache serves both); `anonymous` asks the
 * server's leave to read its pixels (CORS).
 */
export function loadPicture(url: string, crossOrigin?: 'anonymous'): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const picture = new Image()
    if (crossOrigin) picture.crossOrigin = crossOrigin
    // Not `decode()`: that asks the compositor for a decoded copy, the very copy this module avoids.
    picture.onload = () => resolve(picture)
    picture.onerror = () => reject(new Error(`The cover at ${url} could not be loaded.`))
    picture.src = url
  })
}

/** `bitmap` drawn into `canvas`, made `side` pixels square (a canvas the CPU keeps: no texture on a card). */
function paint(canvas: HTMLCanvasElement, bitmap: ImageBitmap, side: number): CanvasRenderingContext2D {
  canvas.width = side
  canvas.height = side
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('This page cannot draw covers.')
  context.drawImage(bitmap, 0, 0)
  return context
}

/**
 * Covers decoded at once. Each decode holds the whole picture (352 KB for 300 pixels) until it is scaled: Home's
 * 134 covers decoded together would hold 46 MiB for a moment.
 */
export const DECODES_AT_ONCE = 4

/** Runs `task`s at most `limit` at a time, in the order they came. */
export function createLimiter(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running++
    // A task that ends hands its place straight to the first waiting (none can slip in between).
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}

/** A turn among the decodes (the covers drawn and the copies of cover-copies.ts share the same few). */
const inDecodeTurn = createLimiter(DECODES_AT_ONCE)

/**
 * `use` given `picture` cropped to its centred square and scaled to `pixels` square, in a turn among the
 * decodes, the bitmap closed afterwards (no decoded copy kept). Null, and nothing decoded or used, once
 * `wanted()` says the result is no longer wanted.
 */
export function withSquareBitmap<T>(
  picture: HTMLImageElement,
  pixels: number,
  use: (bitmap: ImageBitmap) => T | Promise<T>,
  wanted: () => boolean = () => true,
): Promise<T | null> {
  return inDecodeTurn(async () => {
    if (!wanted()) return null
    const { sx, sy, sw, sh } = centredSquare({ width: picture.naturalWidth, height: picture.naturalHeight })
    const bitmap = await createImageBitmap(picture, sx, sy, sw, sh, {
      resizeWidth: pixels,
      resizeHeight: pixels,
      resizeQuality: 'high',
    })
    try {
      return wanted() ? await use(bitmap) : null
    } finally {
      bitmap.close()
    }
  })
}

let framed: Promise<void> | undefined
/**
 * Resolves once the page has shown its first frame. A window opened again shows the player and its list first
 * (`npm run bench -- renderer`: the player bar's cover drawn on the way cost 20–90 ms of that frame).
 */
export function afterFirstFrame(): Promise<void> {
  framed ??= new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
  return framed
}

/**
 * Draws the picture at `url` into `canvas`, `pixels` square, cropped to its centre. Resolves false when
 * `current()` says the canvas moved on to another cover meanwhile (nothing is drawn then).
 */
export async function drawCover(
  canvas: HTMLCanvasElement,
  url: string,
  pixels: number,
  current: () => boolean = () => true,
): Promise<boolean> {
  const picture = await loadPicture(url)
  const drawn = await withSquareBitmap(picture, pixels, (bitmap) => paint(canvas, bitmap, pixels), current)
  return drawn !== null
}

/**
 * The picture at `url` scaled to `side` pixels square, its pixels read back (the mini player's accent). Rejects
 * when it cannot be loaded or its server forbids reading it.
 */
export async function coverPixels(url: string, side: number): Promise<Uint8ClampedArray> {
  const picture = await loadPicture(url, 'anonymous')
  const bitmap = await createImageBitmap(picture, { resizeWidth: side, resizeHeight: side })
  try {
    return paint(document.createElement('canvas'), bitmap, side).getImageData(0, 0, side, side).data
  } finally {
    bitmap.close()
  }
}
