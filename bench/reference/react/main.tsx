/** Reference page for the load benchmark: React alone, rendering an amount field (the floor of Ferry's stack). */
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'

function AmountForm() {
  const [amount, setAmount] = useState('')
  return (
    <form>
      <label htmlFor="amount">You pay</label>
      <input id="amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
    </form>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AmountForm />
  </StrictMode>,
)
