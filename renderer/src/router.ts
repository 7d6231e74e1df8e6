import { createRouter, createWebHashHistory } from 'vue-router'
import HomeView from './views/HomeView.vue'

/** Hash history: works the same under `app://encore/` and the browser-mode host, with no server fallback. */
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [{ path: '/', name: 'home', component: HomeView }],
})
