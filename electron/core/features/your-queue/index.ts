/**
 * Encore's queue's door ("Queued by you"): what the person queues through Encore, kept by Encore and handed to
 * Spotify one item at a time. The composition root makes it; the command line, the page and the player's Next
 * go through it.
 */
export { createYourQueue, type YourQueue, type YourQueueDeps } from './your-queue'
export { handOverFirstToSoloist, handedToSoloist } from './soloist-hand-over'
