import { useEffect, useState } from 'react'

/**
 * True from the first frame after `active` turns true has been painted: the wallet side's download and
 * evaluation then wait until the form is on screen instead of competing with its render.
 */
export function useAfterPaint(active: boolean): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (!active) return setPainted(false)
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [active])
  return painted
}
