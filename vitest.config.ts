import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          // Widget cores that need real chains run in the devnet project.
          exclude: ['**/*.devnet.test.ts', '**/*.pg.test.ts', '**/node_modules/**'],
          environment: 'node',
          // A deadline, not a wait: generated answers, a spawned Biome and a local server take several times longer
          // on a loaded machine (CI's often is) than vitest's 5 s default allows; a test that hangs still fails.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'devnet',
          include: ['devnet/**/*.test.ts', 'src/**/*.devnet.test.ts'],
          globalSetup: ['devnet/testing/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // The site server on a real PostgreSQL, which each file starts in a temp dir (Debian's postgresql package).
          name: 'pg',
          include: ['server/**/*.pg.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
