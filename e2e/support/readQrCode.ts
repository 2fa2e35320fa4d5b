import type { Page } from '@playwright/test'
import decodeQR from 'qr/decode.js'

/** Reads the QR code on screen the way a phone would: its pixels, decoded. */
export async function readQrCode(page: Page): Promise<string> {
  const pixels = await page.getByTestId('deposit-qr').evaluate(async (svg) => {
    const size = 400
    const image = new Image()
    image.src = `data:image/svg+xml;base64,${btoa(new XMLSerializer().serializeToString(svg))}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = size
    canvas.height = size
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0, size, size)
    return Array.from(context.getImageData(0, 0, size, size).data)
  })
  return decodeQR({ width: 400, height: 400, data: new Uint8Array(pixels) })
}
