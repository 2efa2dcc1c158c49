/**
 * The words the product is made of. Each language's glossary (src/ui/i18n/glossary/<locale>.ts) names the one word
 * it uses for each, and the variants that are wrong; test/ui/i18n/glossary.test.ts holds every catalogue to it.
 * The meaning here is what translators work from: a term is one idea, so one word, on every screen.
 */
export const TERMS = {
  wallet: 'the app or extension that holds the visitor’s keys (Rainbow, MetaMask…)',
  connect: 'linking a wallet to this site (not signing in)',
  disconnect: 'unlinking the wallet from this site',
  signIn: 'proving to our server that the account is yours by signing a message (Sign-In with Ethereum)',
  sign: 'what the wallet does to a message: produce a signature (never “send”)',
  signature: 'the result of signing',
  network: 'the blockchain network the wallet is on (Ethereum, Base…), in sentences a visitor reads',
  switch: 'changing the wallet to another network',
  transaction: 'an on-chain transfer sent from the wallet',
  recent: 'recently used or recently sent (not “newest”)',
  pending: 'a transaction sent but not yet confirmed (not “on hold”)',
  confirmed: 'a transaction included in a block',
  failed: 'a transaction that reverted or was dropped',
  support:
    'a payment a visitor sends to a creator (the noun, and the verb on the send button); never “help desk” or “physical support”',
  supporter: 'a visitor who sent a support (not “follower”)',
  note: 'the short text a supporter leaves with a support; one word in the form, on the wall and in the Studio',
  creator: 'a person whose page receives supports (not “producer” or “manufacturer”)',
  studio: 'the page where a creator edits their profile (the product name “Studio” may stay)',
  profile: 'a creator’s public name, bio, links and suggested amounts',
  explorer: 'a block explorer web site (Etherscan…), not a web browser',
  balance: 'what an account holds in a currency',
  amount: 'the sum of money of one support, typed, suggested or shown on a receipt (not the total of several)',
  account: 'an Ethereum address as the visitor’s identity',
  address: 'the 0x… text of an account',
  install: 'adding a wallet app or extension to this device',
  scan: 'reading a QR code with a phone camera',
  session: 'the signed-in state kept by our server',
  character: 'a unit of text in length limits',
  copy: 'putting text on the clipboard',
  hidden: 'a note a creator chose not to show on the wall',
} as const

export type Term = keyof typeof TERMS

/** One term in one language. Matching is by lower-cased substring (the language’s own lower case), or a RegExp as given. */
export type GlossaryEntry = {
  /** The chosen word: its forms or stems as the catalogue writes them. At least one occurs in the catalogue. */
  readonly use: readonly (string | RegExp)[]
  /** Variants that are wrong for this product (another word for the same idea, a false friend): none may occur. */
  readonly avoid: readonly (string | RegExp)[]
  /** Why, when it is not obvious. */
  readonly why?: string
}

/** A language's glossary: every term, each with its chosen word and the variants to avoid. */
export type Glossary = { readonly [T in Term]: GlossaryEntry }
