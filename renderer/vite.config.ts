import { fileURLToPath } from 'node:url'
import vue from '@vitejs/plugin-vue'
import type { UserConfig } from 'vite'
import { contentNamedScript } from './content-named-script-plugin'
import { routePreload } from './route-preload-plugin'

const rendererRoot = fileURLToPath(new URL('.', import.meta.url))

/** The page imports the bridge contract as `@contract` (types, names, a few pure helpers). */
export const rendererAliases = {
  '@contract': fileURLToPath(new URL('../electron/contract/page.ts', import.meta.url)),
}

/** The renderer's build, shared by electron-vite (`npm run build`) and browser mode (`npm run web`). */
export const rendererViteConfig: UserConfig = {
  root: rendererRoot,
  base: './',
  plugins: [
    // Every component is written with the Composition API (`<script setup>`): Vue's Options API is left out.
    vue({ features: { optionsAPI: false } }),
    // The theme before the first paint, cached as the modules are (a page opened again asks nothing of the server).
    contentNamedScript(fileURLToPath(new URL('./theme-boot.js', import.meta.url)), './theme-boot.js'),
    // A page opened on a screen (a released window shown again) fetches that screen's code with its own.
    routePreload({
      library: 'src/views/LibraryView.vue',
      'now-playing': 'src/views/NowPlayingView.vue',
      playlist: 'src/views/PlaylistView.vue',
      album: 'src/views/AlbumView.vue',
      artist: 'src/views/ArtistView.vue',
      mini: 'src/views/MiniPlayerView.vue',
    }),
  ],
  resolve: { alias: rendererAliases },
  build: {
    outDir: fileURLToPath(new URL('../out/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'chrome120',
    // electron-vite leaves output unminified unless told: the page loads less, and parses faster, minified.
    minify: true,
    rollupOptions: {
      input: fileURLToPath(new URL('./index.html', import.meta.url)),
      // The contract's page modules are values and pure helpers (page.ts says so; a test keeps zod out): a
      // screen that imports one helper from `@contract` takes only the modules it uses, not every table the
      // barrel re-exports (the keyboard's ~11 kB were on the first screen though only the keys use them).
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]electron[\\/]contract[\\/][^\\/]+\.ts$/.test(id),
      },
    },
  },
}

export default rendererViteConfig
