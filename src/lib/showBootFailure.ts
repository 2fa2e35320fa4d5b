/**
 * The page's first load could not be fetched (offline, a deployment swapped under the page): says so in place of
 * the HTML's form, with a way to try again. In English: the language's texts come with what failed to load.
 */
export function showBootFailure(error: unknown): void {
  const root = document.getElementById('root')
  if (!root) return
  const line = document.createElement('p')
  line.setAttribute('role', 'alert')
  line.style.padding = '1rem'
  // not a message: the catalogues load with the code that failed; this line is all there is.
  line.textContent = `Ferry could not load (${error instanceof Error ? error.message : String(error)}). `
  const retry = document.createElement('button')
  retry.type = 'button'
  // not a message: as above.
  retry.textContent = 'Reload'
  retry.style.textDecoration = 'underline'
  retry.addEventListener('click', () => window.location.reload())
  line.append(retry)
  root.replaceChildren(line)
  root.hidden = false
}
