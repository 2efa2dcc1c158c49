import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'L’utente ha rifiutato la richiesta.',
  'errors.switch-chain': 'Si è verificato un errore durante il cambio di rete.',
  'errors.add-chain': 'Si è verificato un errore durante l’aggiunta della rete.',
  'errors.unknown-chain': 'ID della catena non riconosciuto. Aggiungi prima la rete con wallet_addEthereumChain.',
  'errors.connector-not-found': 'Connettore non trovato',
  'errors.resource-unavailable': 'Una richiesta è già in attesa nel tuo wallet. Aprilo per continuare.',
  'errors.connect-failed': 'Impossibile connettere il wallet.',
  'errors.sign-failed': 'Il wallet non è riuscito a firmare il messaggio.',
  'errors.send-failed': 'Il wallet non è riuscito a inviare la transazione.',
  'errors.watch-asset': 'Il wallet non è riuscito ad aggiungere il token.',
  'errors.switch-chain-unsupported':
    'Il tuo wallet non permette di cambiare rete da qui. Cambia rete direttamente dal tuo wallet.',
  'errors.session-changed': 'Il wallet ha cambiato account o rete: controlla e invia di nuovo.',
  'errors.sign-in-prepare': 'Errore nella preparazione del messaggio, riprova!',
  'errors.sign-in-sign': 'Errore nella firma del messaggio, riprova!',
  'errors.sign-in-verify': 'Errore nella verifica della firma, riprova!',
  'errors.unknown': 'Ops, qualcosa è andato storto!',
  'errors.chain-not-configured': 'Catena "{chainId}" non configurata.',
  'errors.chain-not-configured-for': 'Catena "{chainId}" non configurata per il connettore "{connector}".',
  'errors.wallet-not-installed': '{wallet} non è installato',
  'errors.wallet-not-available': '{wallet} non è disponibile',
  'errors.wrong-network': 'Rete errata: cambia rete o disconnettiti per continuare.',
  'errors.switch-unsupported':
    'Il tuo wallet non permette di cambiare rete da {appName}. Cambia rete direttamente dal tuo wallet.',
} satisfies AreaCatalogue<typeof english>
