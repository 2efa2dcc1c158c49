import type { Glossary } from './terms'

/** English, the source: the words every other glossary translates (src/ui/i18n/glossary/terms.ts). */
export const glossary: Glossary = {
  wallet: { use: ['wallet'], avoid: ['purse'] },
  connect: { use: ['connect'], avoid: ['link your wallet', 'link a wallet'] },
  disconnect: { use: ['disconnect'], avoid: ['unlink'] },
  // "A New Way to Log In" names wallets as a way to log in anywhere (the explainer's title, fixed by the product
  // rules); this app's own step is always "sign in".
  signIn: { use: ['sign in', 'signed in', 'sign-in'], avoid: ['logged in', 'log in to', 'login'] },
  sign: { use: ['sign'], avoid: ['send message', 'send the message'] },
  signature: { use: ['signature'], avoid: [] },
  // "Chain" stays where a wallet or EIP-3085 names it (chain ID, wallet_addEthereumChain); a visitor reads "network".
  network: { use: ['network'], avoid: ['blockchain network'] },
  switch: { use: ['switch'], avoid: ['change network'] },
  transaction: { use: ['transaction'], avoid: [/\btxn?\b/i] },
  recent: { use: ['recent'], avoid: ['newest', 'latest'] },
  pending: { use: ['pending'], avoid: ['on hold'] },
  confirmed: { use: ['confirmed'], avoid: ['completed'] },
  failed: { use: ['failed'], avoid: [] },
  support: { use: ['support'], avoid: ['donat', 'tip '] },
  supporter: { use: ['supporter'], avoid: ['follower', 'donor', 'patron'] },
  note: { use: ['note'], avoid: ['comment'] },
  creator: { use: ['creator'], avoid: ['author', 'maker'] },
  studio: { use: ['studio'], avoid: ['dashboard'] },
  profile: { use: ['profile'], avoid: [] },
  explorer: { use: ['explorer'], avoid: [] },
  balance: { use: ['balance'], avoid: [] },
  amount: { use: ['amount'], avoid: [/\bsum\b/i] },
  account: { use: ['account'], avoid: [] },
  address: { use: ['address'], avoid: [] },
  install: { use: ['install'], avoid: [] },
  scan: { use: ['scan'], avoid: [] },
  session: { use: ['session'], avoid: [] },
  character: { use: ['character'], avoid: ['letters'] },
  copy: { use: ['copy', 'copied'], avoid: [] },
  hidden: { use: ['hidden', 'hide'], avoid: [] },
}
