import { createRouter, createWebHashHistory } from 'vue-router'
import { useSessionStore } from './stores/session'
import HomeView from './views/HomeView.vue'
import NowPlayingView from './views/NowPlayingView.vue'
import SettingsView from './views/SettingsView.vue'
import SignInView from './views/SignInView.vue'

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
    { path: '/sign-in', name: 'sign-in', component: SignInView },
    { path: '/settings', name: 'settings', component: SettingsView },
  ],
})

/** Nobody signed in: screens that act for a user send to the sign-in screen (useSessionRouting follows changes). */
router.beforeEach((to) => {
  const status = useSessionStore().status
  if (to.meta['requiresSession'] && (status === 'signed-out' || status === 'signing-in')) {
    return { name: 'sign-in', query: { next: to.fullPath } }
  }
  return true
})
