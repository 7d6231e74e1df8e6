import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vitest/config'

const fakeElectron = fileURLToPath(new URL('./test/fakes/electron.ts', import.meta.url))
/** The page's alias for the contract, as renderer/vite.config.ts sets it. */
const rendererAliases = {
  '@contract': fileURLToPath(new URL('./electron/contract/page.ts', import.meta.url)),
}

export default defineConfig({
  test: {
    // One test file per core at a time. Vitest's default is one fewer than the cores, which on a 2-core machine
    // ran the 410 files one after another (402 s in CI); most of a file's time waits on sockets, child
    // processes and timers, so two at a time share two cores well (about half the wall time).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        // electron/** runs in Node; `electron` itself is a fake that records what the shell asked for.
        resolve: { alias: [{ find: /^electron$/, replacement: fakeElectron }] },
        test: {
          name: 'node',
          // Tests that run `npm run web` / `npm start` need the compiled app: build it once, when stale.
          globalSetup: ['./test/support/compiled-build.ts'],
          // Removes the tests' temporary folders (test/support/temp-folders.ts) after each test module.
          setupFiles: ['./test/support/temp-folders-setup.ts'],
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/renderer/**', 'test/e2e/**', 'node_modules/**'],
          // electron-store imports `electron` itself: inlined, it gets the fake too.
          server: { deps: { inline: ['electron-store'] } },
          // Bounds that hold on a busy 2-core machine (`npm run test:stress` runs test/integration under a load of
          // its own): tests wait on conditions, and these only bound how long one may take before the test
          // fails (Vitest's own are 5 s a test, 10 s a hook and 1 s for expect.poll). A passing test is not slowed.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        plugins: [vue()],
        resolve: { alias: rendererAliases },
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          include: ['test/renderer/**/*.test.ts'],
        },
      },
    ],
  },
})
