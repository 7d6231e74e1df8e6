/** A playlist cover uploaded by a user: the JPEG itself and what the `images` objects say about it. */
export interface UploadedCover {
  /** The JPEG, base64 (as uploaded, without whitespace), so that the state stays plain JSON data. */
  jpegBase64: string
  width: number
  height: number
  /** The playlist version the upload made: part of the image URL, so a new upload is a new URL. */
  version: number
}
