import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'Anfrage abgelehnt.',
  'errors.switch-chain': 'Beim Wechseln des Netzwerks ist ein Fehler aufgetreten.',
  'errors.add-chain': 'Beim Hinzufügen des Netzwerks ist ein Fehler aufgetreten.',
  'errors.unknown-chain': 'Unbekannte Chain-ID. Füge das Netzwerk zuerst mit wallet_addEthereumChain hinzu.',
  'errors.connector-not-found': 'Connector nicht gefunden',
  'errors.resource-unavailable': 'In deiner Wallet wartet bereits eine Anfrage. Öffne deine Wallet, um fortzufahren.',
  'errors.connect-failed': 'Die Wallet konnte nicht verbunden werden.',
  'errors.sign-failed': 'Die Wallet konnte die Nachricht nicht signieren.',
  'errors.send-failed': 'Die Wallet konnte die Transaktion nicht senden.',
  'errors.watch-asset': 'Die Wallet konnte den Token nicht hinzufügen.',
  'errors.switch-chain-unsupported':
    'Deine Wallet kann das Netzwerk nicht von hier aus wechseln. Wechsle das Netzwerk stattdessen in deiner Wallet.',
  'errors.session-changed': 'Die Wallet hat Konto oder Netzwerk gewechselt: Prüfe alles und sende erneut.',
  'errors.sign-in-prepare': 'Fehler beim Vorbereiten der Nachricht, bitte erneut versuchen!',
  'errors.sign-in-sign': 'Fehler beim Signieren der Nachricht, bitte erneut versuchen!',
  'errors.sign-in-verify': 'Fehler beim Prüfen der Signatur, bitte erneut versuchen!',
  'errors.unknown': 'Hoppla, da ist etwas schiefgelaufen!',
  'errors.chain-not-configured': 'Chain „{chainId}“ ist nicht konfiguriert.',
  'errors.chain-not-configured-for': 'Chain „{chainId}“ ist für den Connector „{connector}“ nicht konfiguriert.',
  'errors.wallet-not-installed': '{wallet} ist nicht installiert',
  'errors.wallet-not-available': '{wallet} ist nicht verfügbar',
  'errors.wrong-network':
    'Falsches Netzwerk erkannt. Wechsle das Netzwerk oder trenne die Verbindung, um fortzufahren.',
  'errors.switch-unsupported':
    'Deine Wallet kann das Netzwerk nicht von {appName} aus wechseln. Wechsle das Netzwerk stattdessen in deiner Wallet.',
} satisfies AreaCatalogue<typeof english>
