import { MINI_PLAYER_ROUTE } from '@contract'
import { createRouter, createWebHashHistory } from 'vue-router'
import { allEnglish } from './i18n'
import { useKeptViewStore } from './stores/kept-view'
import { useSessionStore } from './stores/session'
import HomeView from './views/HomeView.vue'

// The first screen (home, with the player bar) is in the main bundle; every other screen loads when opened.
const NowPlayingView = () => import('./views/NowPlayingView.vue')
const SettingsView = () => import('./views/SettingsView.vue')
const SignInView = () => import('./views/SignInView.vue')
const LibraryView = () => import('./views/LibraryView.vue')
const SearchView = () => import('./views/SearchView.vue')
const AlbumView = () => import('./views/AlbumView.vue')
const ArtistView = () => import('./views/ArtistView.vue')
const PlaylistView = () => import('./views/PlaylistView.vue')
const UserView = () => import('./views/UserView.vue')
const MiniPlayerView = () => import('./views/MiniPlayerView.vue')
const TrackView = () => import('./views/TrackView.vue')
const RadioView = () => import('./views/RadioView.vue')
const BrowseView = () => import('./views/BrowseView.vue')
const CategoryView = () => import('./views/CategoryView.vue')
const ListeningView = () => import('./views/ListeningView.vue')
const ShowView = () => import('./views/ShowView.vue')
const EpisodeView = () => import('./views/EpisodeView.vue')
const AudiobookView = () => import('./views/AudiobookView.vue')
const NotFoundView = () => import('./views/NotFoundView.vue')

/** Hash history: works the same under `app://encore/` and the browser-mode host, with no server fallback. */
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    // Screens that act for a user (library, playlists, …) set `meta: { requiresSession: true }`.
    { path: '/', name: 'home', component: HomeView },
    {
      path: '/now-playing',
      name: 'now-playing',
      component: NowPlayingView,
      meta: { requiresSession: true },
    },
    { path: '/library/:tab?', name: 'library', component: LibraryView, meta: { requiresSession: true } },
    { path: '/search', name: 'search', component: SearchView, meta: { requiresSession: true } },
    { path: '/album/:id', name: 'album', component: AlbumView, meta: { requiresSession: true } },
    { path: '/artist/:id', name: 'artist', component: ArtistView, meta: { requiresSession: true } },
    { path: '/playlist/:id', name: 'playlist', component: PlaylistView, meta: { requiresSession: true } },
    { path: '/user/:id', name: 'user', component: UserView, meta: { requiresSession: true } },
    { path: '/track/:id', name: 'track', component: TrackView, meta: { requiresSession: true } },
    { path: '/radio', name: 'radio', component: RadioView, meta: { requiresSession: true } },
    { path: '/browse', name: 'browse', component: BrowseView, meta: { requiresSession: true } },
    { path: '/browse/:id', name: 'category', component: CategoryView, meta: { requiresSession: true } },
    { path: '/listening', name: 'listening', component: ListeningView, meta: { requiresSession: true } },
    { path: '/show/:id', name: 'show', component: ShowView, meta: { requiresSession: true } },
    { path: '/episode/:id', name: 'episode', component: EpisodeView, meta: { requiresSession: true } },
    { path: '/audiobook/:id', name: 'audiobook', component: AudiobookView, meta: { requiresSession: true } },
    { path: '/sign-in', name: 'sign-in', component: SignInView },
    { path: '/settings', name: 'settings', component: SettingsView },
    // The mini player window (and a page browser mode serves): the player alone, without the app's frame.
    { path: MINI_PLAYER_ROUTE, name: 'mini', component: MiniPlayerView, meta: { bare: true } },
    // Any other address: a page that says so and leads home (never kept as where the window reopens).
    { path: '/:unknown(.*)*', name: 'not-found', component: NotFoundView, meta: { notFound: true } },
  ],
})

/**
 * The first screen waits for core to say whether this page reopens where it was (its window was released to
 * give its memory back): its list then mounts at the row it was on. One call to core, never to the service,
 * made while the screen's code loads.
 */
let opening: Promise<void> | undefined
router.beforeEach((to) => {
  opening ??= useKeptViewStore().ask(to.fullPath)
  return true
})
router.beforeResolve(async () => {
  await opening
  return true
})

/**
 * Home's words are in the page's first JavaScript; every other screen's English is loaded before the screen is
 * shown (asked for as the navigation starts, beside the screen's own code), so `t()` never shows a key.
 */
router.beforeEach((to) => {
  if (to.name !== 'home') void allEnglish().catch(() => undefined)
  return true
})
router.beforeResolve(async (to) => {
  if (to.name !== 'home') await allEnglish().catch(() => undefined)
  return true
})

/** Nobody signed in: screens that act for a user send to the sign-in screen (useSessionRouting follows changes). */
router.beforeEach((to) => {
  const status = useSessionStore().status
  if (to.meta['requiresSession'] && (status === 'signed-out' || status === 'signing-in')) {
    return { name: 'sign-in', query: { next: to.fullPath } }
  }
  return true
})
