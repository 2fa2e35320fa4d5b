import { App } from './App.jsx'

// A server component: the page's HTML, rendered on the server, already holds the widget's space (600 px).
export default function Page() {
  return (
    <main style={{ maxWidth: 480, margin: '0 auto' }}>
      <App />
      <p id="below">Below the widget</p>
    </main>
  )
}
