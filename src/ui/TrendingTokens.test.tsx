import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TrendingTokens } from './TrendingTokens'

const html = (answered: boolean) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <TrendingTokens tokens={[]} answered={answered} reserve onPick={() => {}} />
    </I18nProvider>,
  )

describe('the trending row', () => {
  it('keeps its line blank while the service is asked, and says so when nothing is trending', () => {
    expect(html(false)).not.toContain('Nothing trending')
    expect(html(true)).toContain('Nothing trending on this chain right now')
  })
})
