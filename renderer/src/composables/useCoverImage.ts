import { COVER_MAX_BYTES, COVER_SIDE_PX } from '@contract'
import { useWords } from '../i18n'

/**
 * Any picture a person picks, made into what the service takes as a playlist cover: a square JPEG of at most
 * COVER_SIDE_PX pixels and under 256 KB, cropped to its centre, re-encoded in the page (lower quality until it
 * fits), as base64. Nothing larger ever leaves the page.
 */
export async function coverFromFile(file: Blob): Promise<{ base64: string; bytes: number }> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    throw new Error(useWords().t('app.cover.unreadable'))
  }
  const side = Math.min(COVER_SIDE_PX, bitmap.width, bitmap.height)
  const canvas = document.createElement('canvas')
  canvas.width = side
  canvas.height = side
  const context = canvas.getContext('2d')
  if (!context) throw new Error(useWords().t('app.cover.noCanvas'))
  const crop = Math.min(bitmap.width, bitmap.height)
  context.drawImage(
    bitmap,
    (bitmap.width - crop) / 2,
    (bitmap.height - crop) / 2,
    crop,
    crop,
    0,
    0,
    side,
    side,
  )
  bitmap.close()
  for (let quality = 0.9; quality >= 0.3; quality -= 0.1) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
    if (blob && blob.size <= COVER_MAX_BYTES) {
      return { base64: await base64Of(blob), bytes: blob.size }
    }
  }
  throw new Error(useWords().t('app.cover.tooLarge'))
}

async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
  }
  return btoa(binary)
}
