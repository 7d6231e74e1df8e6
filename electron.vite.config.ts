import { fileURLToPath } from 'node:url'
import { defineConfig } from 'electron-vite'
import { aboutJson } from './build/about/about-json-plugin'
import { asciiOnly } from './build/ascii-only-plugin'
import { rendererViteConfig } from './renderer/vite.config'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const browserModeSources = fromRoot('electron/web/')
const coreSources = fromRoot('electron/core/')

export default defineConfig({
  main: {
    // out/main/about.json: the app version and the licences of what ships, for About. Each build records the
    // packages it bundled (out/bundled/), and the file lists them beside the production dependencies.
    // ASCII-only chunks: V8 holds a module's source as one-byte text then, half the memory (ascii-only-plugin).
    plugins: [aboutJson(fromRoot('.'), 'main'), asciiOnly()],
    // axios's form-data (with its MIME table) and follow-redirects, ~1.5 MiB of heap every process held all
    // day, are never used: Encore sends no multipart forms and every request goes with maxRedirects: 0.
    resolve: {
      alias: {
        'form-data': fromRoot('build/stubs/form-data.js'),
        'follow-redirects': fromRoot('build/stubs/follow-redirects.js'),
      },
    },
    build: {
      outDir: fromRoot('out/main'),
      // zod and axios are bundled, not loaded from node_modules: the tray process then holds one ASCII chunk
      // each instead of ~95 zod files (all its locales and JSON-Schema code, in two-byte source text) and axios
      // with ~40 CommonJS modules of its own dependencies. Measured 2026-11-24 (library bench, tray row): heap
      // 17.8 → 15.2 MiB, RSS ~80 → 72–76 MiB.
      externalizeDeps: { exclude: ['zod', 'axios'] },
      rollupOptions: {
        // Core's modules do nothing when loaded but define what they export, so a shell that takes one name
        // from core's one door (electron/core/index.ts) gets that name's modules, not all of core: the command
        // line's client (web-ctl) stays a few KiB.
        treeshake: { moduleSideEffects: (id) => !id.startsWith(coreSources) },
        // One build for both shells: the Electron main, browser mode and `npm start`, and the demo service
        // that runs in a process of its own. Shared code lands in chunks they all import.
        input: {
          index: fromRoot('electron/main/index.ts'),
          'web-cli': fromRoot('electron/web/cli.ts'),
          'web-launch': fromRoot('electron/web/launch.ts'),
          // `npm run -s ctl`: the command line's client, which loads nothing of the app.
          'web-ctl': fromRoot('electron/web/ctl.ts'),
          'demo-process': fromRoot('electron/emulator/demo-process.ts'),
          // Japanese lyrics read apart from the app (its dictionary's memory goes back when it ends).
          'japanese-reader': fromRoot('electron/core/features/lyrics/romanize/japanese-reader-program.ts'),
        },
        output: {
          // V8 keeps every module's source text for as long as the app runs: without the comments and
          // indentation (names kept, for the logs' stack traces) the tray process holds ~0.5 MiB less.
          minify: { compress: false, mangle: { keepNames: true }, codegen: { removeWhitespace: true } },
          // Browser mode's own chunks are named web-*, like its entries, so the desktop package can leave
          // browser mode out by name (build/electron-builder.yml; test/build/packed-files.test.ts checks
          // that nothing the app loads is left out).
          chunkFileNames: (chunk) =>
            chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => id.startsWith(browserModeSources))
              ? 'chunks/web-[name]-[hash].js'
              : 'chunks/[name]-[hash].js',
        },
      },
    },
  },
  preload: {
    plugins: [aboutJson(fromRoot('.'), 'preload')],
    build: {
      outDir: fromRoot('out/preload'),
      // A sandboxed preload can require nothing but 'electron': bundle everything into one CommonJS file.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: fromRoot('electron/preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    ...rendererViteConfig,
    plugins: [...(rendererViteConfig.plugins ?? []), aboutJson(fromRoot('.'), 'renderer')],
  },
})
