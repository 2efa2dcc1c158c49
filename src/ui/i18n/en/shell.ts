import { defineMessages } from '../defineMessages'

/** The page shell: header, navigation, footer and the language picker. */
export const shell = defineMessages({
  'shell.nav.label': 'Main',
  'shell.nav.studio': 'Studio',
  'shell.footer.disclaimer':
    '{appName} never holds your funds: support goes straight from your wallet to the creator, and a blockchain transaction cannot be undone. Check the address before you send.',
  'shell.footer.learnMore': 'Learn more about wallets',
  'shell.footer.language': 'Language',
  'shell.footer.languageFailed': 'That language could not be loaded. Check your connection and try again.',
  'shell.noscript': '{appName} needs JavaScript to connect a wallet. Turn it on and reload the page.',
})
