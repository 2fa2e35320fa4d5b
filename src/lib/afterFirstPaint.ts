/**
 * Resolves once the page's first frame has been painted (a frame callback
 * runs before that paint, a task queued from it after), or after `latestMs`
 * at the latest: a hidden tab, or an iframe scrolled out of view, gets no
 * frames, and what waits on this must load there too.
 */
export function afterFirstPaint(latestMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, latestMs)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer)
        resolve()
      }),
    )
  })
}
