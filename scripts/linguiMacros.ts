import { defineRolldownBabelPreset } from '@rolldown/plugin-babel'

/**
 * `@rolldown/plugin-babel` options that run Lingui's macro plugin (t, msg, plural, Trans) on the files that import
 * a macro, and on no other: Babel is slow, and the rest of the code goes through Oxc alone. In a production build
 * the macro keeps only each message's id; the compiled catalogues carry the words. Shared by the build and the
 * unit tests.
 */
export function linguiMacros() {
  return {
    parserOpts: { plugins: ['typescript', 'jsx'] as ['typescript', 'jsx'] },
    presets: [
      defineRolldownBabelPreset({
        preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
        rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
      }),
    ],
  }
}
