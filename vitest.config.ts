import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'
import { linguiMacros } from './scripts/linguiMacros'
import { ferryMessagesPlugin } from './scripts/messagesPlugin'

export default defineConfig({
  // Components under test use Lingui's macros and the compiled catalogues, as in the build.
  plugins: [babel(linguiMacros()), ferryMessagesPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
          ],
          // Widget cores that need real chains run in the devnet project.
          exclude: ['**/*.devnet.test.ts', '**/*.pg.test.ts', '**/node_modules/**'],
          environment: 'node',
          setupFiles: ['src/i18n/testSetup.ts'],
          // A deadline, not a wait: generated answers, a spawned Biome and a local server take several times longer
          // on a loaded machine (CI's often is) than vitest's 5 s default allows; a test that hangs still fails.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'devnet',
          include: ['devnet/**/*.test.ts', 'src/**/*.devnet.test.ts'],
          globalSetup: ['devnet/testing/globalSetup.ts'],
          setupFiles: ['src/i18n/testSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
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
