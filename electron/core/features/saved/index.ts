// The door of "is it saved?" (see saved.ts): the player and the library take it, the root makes it.
export {
  createSaved,
  savedLabel,
  type Saved,
  type SavedDeps,
  type SavedLists,
  type SignedInLists,
} from './saved'
