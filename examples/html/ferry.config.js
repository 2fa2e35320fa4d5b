// Where the widget is and what it shows: here the devnet of Ferry's `npm start`. For mainnet, your widget's
// embed.html and { network: 'mainnet' }.
export const FERRY = {
  src: 'http://localhost:5173/embed.html',
  config: { network: 'local' },
}
