/** Names Settings → This computer and the device picker share; plain values, so the page loads no schema. */

/** The device name Encore gives Spotify Soloist unless the person chose another. */
export const DEFAULT_SOLOIST_DEVICE_NAME = 'This computer (Encore)'
/** What the device picker and Settings call the Soloist device, whatever name it registered. */
export const THIS_COMPUTER = 'This computer'
