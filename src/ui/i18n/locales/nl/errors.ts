import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'
import type { failures } from '../../en/failures'

export const errors = {
  'errors.user-rejected': 'Je hebt het verzoek geweigerd.',
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
  'errors.chain-not-configured': 'Netwerk “{chainId}” is niet geconfigureerd.',
  'errors.chain-not-configured-for': 'Netwerk “{chainId}” is niet geconfigureerd voor connector “{connector}”.',
  'errors.wallet-not-installed': '{wallet} is niet geïnstalleerd',
  'errors.wallet-not-available': '{wallet} is niet beschikbaar',
  'errors.wrong-network': 'Verkeerd netwerk: wissel van netwerk of verbreek de verbinding om verder te gaan.',
  'errors.switch-unsupported':
    'Je wallet kan niet van netwerk wisselen vanuit {appName}. Wissel het netwerk in je wallet zelf.',
  'errors.failed': '{action}. {cause}',
  'errors.action.load-profile': 'Je profiel kon niet worden geladen',
  'errors.action.save-profile': 'Je profiel kon niet worden opgeslagen',
  'errors.action.load-notes': 'De notities konden niet worden geladen',
  'errors.action.load-totals': 'De totalen konden niet worden geladen',
  'errors.action.hide-note': 'Deze notitie kon niet worden verborgen',
  'errors.action.show-note': 'Deze notitie kon niet worden getoond',
  'errors.action.record-note': 'Je notitie kon niet worden vastgelegd',
  'errors.unauthenticated': 'Je sessie is verlopen. Log opnieuw in en probeer het dan nog eens.',
  'errors.not-owner': 'Alleen het account dat eigenaar is van deze pagina kan deze wijzigen.',
  'errors.forbidden-origin':
    'De server weigerde een verzoek van deze pagina. Laad de pagina opnieuw en probeer het nog eens.',
  'errors.store-unavailable': 'De server kan zijn opslag niet bereiken. Probeer het zo nog eens.',
  'errors.rate-limited': 'Te veel wijzigingen in korte tijd. Wacht een minuut en probeer het dan opnieuw.',
  'errors.timeout': 'De server antwoordde niet op tijd. Probeer het opnieuw.',
  'errors.network-error': 'De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
  'errors.bad-response': 'De server gaf een onverwacht antwoord. Probeer het later opnieuw.',
  'errors.invalid-profile': 'De server weigerde enkele velden; zie de meldingen ernaast.',
  'errors.invalid-request': 'De server weigerde het verzoek. Laad de pagina opnieuw en probeer het nog eens.',
  'errors.tx-pending': 'De transactie is nog niet bevestigd. Probeer het zo nog eens.',
  'errors.tx-mismatch': 'Bij deze transactie kan geen notitie horen.',
  'errors.tx-mismatch.unconfigured-chain': 'De transactie staat op een netwerk dat deze app niet ondersteunt.',
  'errors.tx-mismatch.another-recipient': 'De transactie is niet naar deze creator verstuurd.',
  'errors.tx-mismatch.another-sender':
    'De transactie is verzonden vanaf een ander account dan het account waarmee je bent ingelogd.',
  'errors.tx-mismatch.failed': 'De transactie is mislukt.',
  'errors.tx-mismatch.zero-value': 'De transactie bevat geen bedrag.',
  'errors.tx-mismatch.token-not-accepted':
    'De transactie draagt geen token over die op dit netwerk wordt geaccepteerd.',
  'errors.already-recorded': 'Voor deze transactie is al een notitie vastgelegd.',
  'errors.rpc-unavailable': 'De server kan de blockchain nu niet bereiken. Probeer het zo nog eens.',
  'errors.not-found':
    'De server kon niet vinden wat deze pagina opvroeg. Laad de pagina opnieuw en probeer het nog eens.',
  'errors.internal': 'De server had een probleem. Probeer het later opnieuw.',
} satisfies AreaCatalogue<typeof english & typeof failures>
