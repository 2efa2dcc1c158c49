import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'De gebruiker heeft het verzoek geweigerd.',
  'errors.switch-chain': 'Er ging iets mis bij het wisselen van netwerk.',
  'errors.add-chain': 'Er ging iets mis bij het toevoegen van het netwerk.',
  'errors.unknown-chain': 'Onbekende chain-ID. Voeg het netwerk eerst toe met wallet_addEthereumChain.',
  'errors.connector-not-found': 'Connector niet gevonden',
  'errors.resource-unavailable': 'Er staat al een verzoek open in je wallet. Open je wallet om verder te gaan.',
  'errors.connect-failed': 'De wallet kon niet worden verbonden.',
  'errors.sign-failed': 'De wallet kon het bericht niet ondertekenen.',
  'errors.send-failed': 'De wallet kon de transactie niet versturen.',
  'errors.watch-asset': 'De wallet kon de token niet toevoegen.',
  'errors.switch-chain-unsupported':
    'Je wallet kan hier niet van netwerk wisselen. Wissel het netwerk in je wallet zelf.',
  'errors.session-changed': 'De wallet is van account of netwerk gewisseld: controleer alles en verstuur opnieuw.',
  'errors.sign-in-prepare': 'Fout bij het voorbereiden van het bericht, probeer het opnieuw!',
  'errors.sign-in-sign': 'Fout bij het ondertekenen van het bericht, probeer het opnieuw!',
  'errors.sign-in-verify': 'Fout bij het controleren van de handtekening, probeer het opnieuw!',
  'errors.unknown': 'Oeps, er ging iets mis!',
  'errors.chain-not-configured': 'Chain "{chainId}" is niet geconfigureerd.',
  'errors.chain-not-configured-for': 'Chain "{chainId}" is niet geconfigureerd voor connector "{connector}".',
  'errors.wallet-not-installed': '{wallet} is niet geïnstalleerd',
  'errors.wallet-not-available': '{wallet} is niet beschikbaar',
  'errors.wrong-network': 'Verkeerd netwerk: wissel van netwerk of verbreek de verbinding om verder te gaan.',
  'errors.switch-unsupported':
    'Je wallet kan niet van netwerk wisselen vanuit {appName}. Wissel het netwerk in je wallet zelf.',
} satisfies AreaCatalogue<typeof english>
