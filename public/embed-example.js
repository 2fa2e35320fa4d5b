// The example host page of Ferry's embed: loads ferry-embed.js from the widget's origin
// (?widget=https://ferry.example, default this page's own), mounts Ferry, hands it this
// page's wallet, and lists every event the widget reports. ?config= (base64url JSON)
// replaces the example configuration.
;(() => {
  var params = new URLSearchParams(location.search)
  var widget = (params.get('widget') || location.origin).replace(/\/$/, '')
  var config = {
    network: 'local',
    from: { chainId: 31337, token: 'ETH' },
    to: { chainId: 31338 },
    amount: '0.01',
    referrer: 'embed-example',
    theme: { accent: '#7c3aed' },
  }
  if (params.get('config')) {
    try {
      const text = atob(params.get('config').replace(/-/g, '+').replace(/_/g, '/'))
      config = JSON.parse(decodeURIComponent(escape(text)))
    } catch (error) {
      log('error', { message: `This page could not read its ?config parameter: ${error}` })
    }
  }
  var events = document.getElementById('events')
  function log(type, payload) {
    var item = document.createElement('li')
    item.dataset.type = type
    item.textContent = `${type} ${JSON.stringify(payload)}`
    events.appendChild(item)
  }

  var wallet = window.ethereum
  var account = document.getElementById('account')
  document.getElementById('connect').addEventListener('click', () => {
    if (!wallet) {
      account.textContent = 'No wallet in this browser.'
      return
    }
    wallet.request({ method: 'eth_requestAccounts' }).then(
      (accounts) => {
        account.textContent = `Connected: ${accounts[0]}`
      },
      (error) => {
        account.textContent = `Not connected: ${error?.message}`
      },
    )
  })

  var script = document.createElement('script')
  script.src = `${widget}/ferry-embed.js`
  script.onerror = () => {
    log('error', { message: `Could not load ${script.src}` })
  }
  script.onload = () => {
    var ferry = window.Ferry.mount(document.getElementById('ferry'), {
      src: `${widget}/embed.html`,
      config: config,
      wallet: wallet,
      walletInfo: wallet ? { name: 'Wallet of the example page' } : undefined,
    })
    // Every event a host can listen to (what the widget reports, and the script's own timeout).
    window.Ferry.events.forEach((type) => {
      ferry.on(type, (payload) => {
        if (type !== 'resize') log(type, payload)
      })
    })
    window.ferry = ferry
  }
  document.head.appendChild(script)
})()
