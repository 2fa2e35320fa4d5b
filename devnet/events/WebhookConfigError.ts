import { FerryError } from '../../src/lib/FerryError'

/** A webhook setting the dispatcher refuses (the admin endpoint answers 400 with its message). */
export class WebhookConfigError extends FerryError {
  override name = 'WebhookConfigError'
}
