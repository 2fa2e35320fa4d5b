import { t } from '@lingui/core/macro'
import { CopyButton } from './CopyButton'

/**
 * Code to read and copy: a titled, horizontally scrollable block with a Copy
 * button. The block is a labelled region in the tab order, so a keyboard can
 * scroll it (axe's scrollable-region-focusable).
 */
export function CodeBlock(props: { label: string; code: string; testId?: string }) {
  return (
    <div className="min-w-0">
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-medium text-slate-700">{props.label}</h3>
        <CopyButton text={props.code} label={t({ id: 'ui.copy.label', message: 'Copy' })} small />
      </div>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the focusable block needs a name for screen readers. */}
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard.
        tabIndex={0}
        dir="ltr"
        aria-label={props.label}
        data-testid={props.testId}
        className="mt-1 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100"
      >
        <code>{props.code}</code>
      </pre>
    </div>
  )
}
