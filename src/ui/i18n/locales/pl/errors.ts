import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'Użytkownik odrzucił żądanie.',
  'errors.switch-chain': 'Wystąpił błąd podczas zmiany sieci.',
  'errors.add-chain': 'Wystąpił błąd podczas dodawania sieci.',
  'errors.unknown-chain': 'Nieznany identyfikator sieci. Najpierw dodaj sieć przez wallet_addEthereumChain.',
  'errors.connector-not-found': 'Nie znaleziono konektora',
  'errors.resource-unavailable': 'W portfelu czeka już żądanie. Otwórz portfel, aby kontynuować.',
  'errors.connect-failed': 'Nie udało się połączyć portfela.',
  'errors.sign-failed': 'Portfel nie mógł podpisać wiadomości.',
  'errors.send-failed': 'Portfel nie mógł wysłać transakcji.',
  'errors.watch-asset': 'Portfel nie mógł dodać tokena.',
  'errors.switch-chain-unsupported': 'Twój portfel nie pozwala zmienić sieci stąd. Zmień sieć bezpośrednio w portfelu.',
  'errors.session-changed': 'Portfel zmienił konto lub sieć: sprawdź i wyślij ponownie.',
  'errors.sign-in-prepare': 'Błąd przygotowania wiadomości, spróbuj ponownie!',
  'errors.sign-in-sign': 'Błąd podpisywania wiadomości, spróbuj ponownie!',
  'errors.sign-in-verify': 'Błąd weryfikacji podpisu, spróbuj ponownie!',
  'errors.unknown': 'Ups, coś poszło nie tak!',
  'errors.chain-not-configured': 'Sieć „{chainId}” nie jest skonfigurowana.',
  'errors.chain-not-configured-for': 'Sieć „{chainId}” nie jest skonfigurowana dla konektora „{connector}”.',
  'errors.wallet-not-installed': '{wallet} nie jest zainstalowany',
  'errors.wallet-not-available': '{wallet} jest niedostępny',
  'errors.wrong-network': 'Wykryto niewłaściwą sieć: zmień sieć lub rozłącz się, aby kontynuować.',
  'errors.switch-unsupported':
    'Twój portfel nie pozwala zmienić sieci z {appName}. Zmień sieć bezpośrednio w portfelu.',
} satisfies AreaCatalogue<typeof english>
