import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vitest/config'

const fakeElectron = fileURLToPath(new URL('./test/fakes/electron.ts', import.meta.url))
/** The page's alias for the contract, as renderer/vite.config.ts sets it. */
const rendererAliases = {
  '@contract': fileURLToPath(new URL('./electron/contract/page.ts', import.meta.url)),
}

/**
 * Test modules that need a fresh module registry of their own: the shell's, whose fake `electron` records what
 * one module asked for (and `electron-store`, which imports it); the data folder's lock, whose tests race real
 * threads over real files and read real processes in /proc (in a shared worker they failed in 2 of 5 full runs on
 * 2026-12-07, never alone: a taker that never answered, a zombie never seen); everything else in Node shares its
 * workers' modules (see `shared` below).
 */
const ownRegistry = [
  'test/main/**/*.test.ts',
  'test/preload/**/*.test.ts',
  'test/fakes/**/*.test.ts',
  'test/build/**/*.test.ts',
  'test/core/features/settings/recover.test.ts',
  'test/integration/bridge/cancellation.test.ts',
  'test/core/base/files/folder-lock.test.ts',
]

/** What both Node projects share: the fake `electron`, the build they may run, their bounds. */
const nodeProject = {
  // electron/** runs in Node; `electron` itself is a fake that records what the shell asked for.
  resolve: { alias: [{ find: /^electron$/, replacement: fakeElectron }] },
  test: {
    // Tests that run `npm run web` / `npm start` need the compiled app: build it once, when stale.
    globalSetup: ['./test/support/compiled-build.ts'],
    // Removes the tests' temporary folders (test/support/temp-folders.ts) after each test module, and puts
    // back what a module may have changed for the next one in the same worker (timers, mocks, globals).
    setupFiles: ['./test/support/temp-folders-setup.ts', './test/support/module-hygiene-setup.ts'],
    environment: 'node' as const,
    // electron-store imports `electron` itself: inlined, it gets the fake too.
    server: { deps: { inline: ['electron-store'] } },
    // Bounds that hold on a busy 2-core machine (`npm run test:stress` runs test/integration under a load of
    // its own): tests wait on conditions, and these only bound how long one may take before the test
    // fails (Vitest's own are 5 s a test, 10 s a hook and 1 s for expect.poll). A passing test is not slowed.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    expect: { poll: { timeout: 15_000 } },
  },
}

export default defineConfig({
  test: {
    // One test file per core at a time. Vitest's default is one fewer than the cores, which on a 2-core machine
    // ran the 410 files one after another (402 s in CI); most of a file's time waits on sockets, child
    // processes and timers, so two at a time share two cores well (about half the wall time).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        ...nodeProject,
        test: {
          ...nodeProject.test,
          name: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/renderer/**', 'test/e2e/**', 'node_modules/**', ...ownRegistry],
          // Core, contract, emulator and the rest hold no state between modules beyond what the hygiene setup
          // puts back: a worker keeps the modules it loaded (zod's schemas, the emulator's catalog) for the next
          // file instead of loading them anew for each of ~400 files (most of the unit run's time).
          isolate: false,
        },
      },
      {
        ...nodeProject,
        test: { ...nodeProject.test, name: 'node-isolated', include: ownRegistry },
      },
      {
        plugins: [vue()],
        resolve: { alias: rendererAliases },
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          include: ['test/renderer/**/*.test.ts'],
          // Each file in a fresh VM context of a long-lived worker: the same isolation (its own module registry,
          // globals and page, so a file's vi.mock of the bridge stays its own), without a new process, Vitest
          // runtime and happy-dom for each of ~140 files. CPU of the project: 180 s (forks) against 66 s.
          pool: 'vmThreads',
          // Every English area loaded, as the router has it before any screen but Home shows.
          setupFiles: ['./test/renderer/support/all-english-setup.ts'],
          // The same bound as the Node tests': a component test that mounts the whole App took over Vitest's
          // own 5 s on a loaded 2-core machine. A passing test is not slowed.
          testTimeout: 30_000,
        },
      },
    ],
  },
})
