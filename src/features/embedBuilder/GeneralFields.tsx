import type { MessageDescriptor } from '@lingui/core'
import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { WIDGET_MODES } from '../../config/widgetConfig'
import { LocaleOptions } from '../../i18n/LocaleOptions'
import { Field } from '../../ui/Field'
import { Select, TextInput } from '../../ui/inputs'
import type { Draft } from './embedDraft'

type Props = { draft: Draft; set: (patch: Partial<Draft>) => void }

/** Each operation's name, as the widget's mode switch says it. */
const MODE_LABELS: Record<(typeof WIDGET_MODES)[number], MessageDescriptor> = {
  bridge: msg({ id: 'embedBuilder.mode.bridge', message: 'Bridge' }),
  swap: msg({ id: 'embedBuilder.mode.swap', message: 'Swap' }),
  send: msg({ id: 'embedBuilder.mode.send', message: 'Send' }),
  wrap: msg({ id: 'embedBuilder.mode.wrap', message: 'Wrap' }),
  unwrap: msg({ id: 'embedBuilder.mode.unwrap', message: 'Unwrap' }),
}

/** The network the widget runs on, the operation it opens with and its language. */
export function NetworkModeFields({ draft, set }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label={t({ id: 'embedBuilder.network.label', message: 'Network' })}>
        {(control) => (
          <Select
            {...control}
            compact
            value={draft.network}
            onChange={(e) => set({ network: e.target.value as Draft['network'] })}
          >
            <option value="local">{t({ id: 'embedBuilder.network.local', message: 'Local devnet' })}</option>
            <option value="testnet">{t({ id: 'embedBuilder.network.testnet', message: 'Testnet' })}</option>
            <option value="mainnet">{t({ id: 'embedBuilder.network.mainnet', message: 'Mainnet' })}</option>
          </Select>
        )}
      </Field>
      <Field label={t({ id: 'embedBuilder.mode.label', message: 'Operation' })}>
        {(control) => (
          <Select
            {...control}
            compact
            value={draft.mode ?? 'bridge'}
            onChange={(e) => set({ mode: e.target.value as Draft['mode'] })}
          >
            {WIDGET_MODES.map((m) => (
              <option key={m} value={m}>
                {i18n._(MODE_LABELS[m])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={t({ id: 'embedBuilder.locale.label', message: 'Language' })}
        hint={t({
          id: 'embedBuilder.locale.hint',
          message: 'The widget’s language; right to left for Arabic and Hebrew. Hosts can reword any message by id.',
        })}
      >
        {(control) => (
          <Select
            {...control}
            compact
            value={draft.locale ?? ''}
            onChange={(e) => set({ locale: e.target.value || undefined })}
            data-testid="builder-locale"
          >
            <option value="">{t({ id: 'embedBuilder.locale.browser', message: 'The visitor’s browser' })}</option>
            <LocaleOptions />
          </Select>
        )}
      </Field>
    </div>
  )
}

/** The amount, recipient, referrer and default slippage the widget starts with. */
export function StartFields({ draft, set }: Props) {
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t({ id: 'embedBuilder.amount.label', message: 'Amount' })}>
          {(control) => (
            <TextInput
              {...control}
              compact
              dir="ltr"
              inputMode="decimal"
              value={draft.amount ?? ''}
              onChange={(e) => set({ amount: e.target.value.trim() || undefined })}
              placeholder="0.1"
            />
          )}
        </Field>
        <Field label={t({ id: 'embedBuilder.recipient.label', message: 'Recipient' })}>
          {(control) => (
            <TextInput
              {...control}
              compact
              dir="ltr"
              value={draft.recipient ?? ''}
              onChange={(e) => set({ recipient: e.target.value.trim() || undefined })}
              mono
              placeholder={t({ id: 'embedBuilder.recipient.placeholder', message: '0x… (optional)' })}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t({ id: 'embedBuilder.referrer.label', message: 'Referrer (sent with every quote)' })}>
          {(control) => (
            <TextInput
              {...control}
              compact
              dir="ltr"
              value={draft.referrer ?? ''}
              onChange={(e) => set({ referrer: e.target.value.trim() || undefined })}
              placeholder={t({
                id: 'embedBuilder.referrer.placeholder',
                comment: 'An example referrer: only ASCII letters, digits and dashes are allowed in the value.',
                message: 'your-site',
              })}
            />
          )}
        </Field>
        <Field label={t({ id: 'embedBuilder.slippage.label', message: 'Default slippage (basis points)' })}>
          {(control) => (
            <TextInput
              {...control}
              compact
              dir="ltr"
              inputMode="numeric"
              value={draft.slippageBps ?? ''}
              onChange={(e) => set({ slippageBps: e.target.value === '' ? undefined : Number(e.target.value) })}
              placeholder={t({ id: 'embedBuilder.slippage.placeholder', message: 'auto' })}
            />
          )}
        </Field>
      </div>
    </>
  )
}
