export const metadata = { title: 'Ferry in a Next.js app' }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui' }}>{children}</body>
    </html>
  )
}
