/** A webhook setting the dispatcher refuses (the admin endpoint answers 400 with its message). */
export class WebhookConfigError extends Error {
  override name = 'WebhookConfigError'
}
