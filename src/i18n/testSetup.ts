import { messages } from 'virtual:ferry-messages/en'
import { i18n } from '@lingui/core'

// Unit tests read Ferry in English, from the same compiled catalogue the build ships.
i18n.load('en', messages)
i18n.activate('en')
