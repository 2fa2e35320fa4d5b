/** Points the devnet's webhook for an API key at a URL (the site server), so the activity view is live. */
export async function registerWebhook(args: { serviceUrl: string; apiKey: string; url: string }) {
  const response = await fetch(`${args.serviceUrl}/devnet/webhooks/${encodeURIComponent(args.apiKey)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: args.url, enabled: true }),
  })
  if (!response.ok) throw new Error(`Could not register the webhook: HTTP ${response.status} ${await response.text()}`)
}
