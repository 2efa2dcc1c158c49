import type { AreaCatalogue } from '../../defineMessages'
import type { account as english } from '../../en/account'

export const account = {
  'account.modal.explorer': 'Mehr im Block-Explorer ansehen',
  'account.actions.copy': 'Adresse kopieren',
  'account.actions.copied': 'Kopiert!',
  'account.actions.disconnect': 'Trennen',
  'account.recent.title': 'Letzte Transaktionen',
  'account.recent.clearAll': 'Alle löschen',
  'account.recent.empty': 'Deine Transaktionen erscheinen hier …',
  'account.tx.pending': 'Ausstehend',
  'account.tx.confirmed': 'Bestätigt',
  'account.tx.failed': 'Fehlgeschlagen',
  'account.chain.title': 'Netzwerk wechseln',
  'account.chain.connected': 'Verbunden',
  'account.chain.confirm': 'In der Wallet bestätigen',
  'account.summary.title': 'Dein Konto',
  'account.summary.reconnecting': 'Deine Wallet wird neu verbunden …',
  'account.summary.connectHint':
    'Verbinde deine Wallet über die Schaltfläche „{button}“ oben, um hier deine Adresse, deinen Namen und dein Guthaben zu sehen.',
  'account.summary.name': 'Name',
  'account.summary.noName': 'Kein ENS-Name',
  'account.summary.address': 'Adresse',
  'account.summary.balance': 'Guthaben',
  'account.summary.wrongNetwork':
    'Falsches Netzwerk: Wechsle zu einem unterstützten Netzwerk, um dein Guthaben zu sehen',
  'account.summary.balanceOn': '{balance} auf {chain}',
  'account.summary.balanceUnavailable': 'Guthaben gerade nicht verfügbar',
  'account.summary.creatorPage': 'Deine Creator-Seite',
  'account.summary.studio': 'Dein Studio öffnen',
  'account.home.title': 'Unterstütze Creator direkt aus deiner Wallet',
  'account.home.lead':
    '{appName} gibt jedem Creator eine Seite unter seiner Ethereum-Adresse oder seinem ENS-Namen. Besucher senden Unterstützung in ETH direkt an den Creator – ohne Plattform dazwischen, ohne Konto. Creator melden sich mit derselben Wallet an, um ihr Studio zu öffnen und zu sehen, was gesendet wurde.',
  'account.page.loading': 'Wird geladen …',
  'account.page.home': 'Zur Startseite',
  'account.notFound.title': 'Seite nicht gefunden',
  'account.notFound.body': 'Unter {path} gibt es nichts.',
  'account.pageError.title': 'Etwas ist schiefgelaufen',
  'account.pageError.message': 'Diese Seite konnte nicht geladen werden.',
  'account.pageError.reload': 'Seite neu laden',
  'account.wrongNetwork.title': 'Falsches Netzwerk.',
  'account.wrongNetwork.body':
    'Deine Wallet ist in einem Netzwerk, das diese Website nicht unterstützt. Wechsle zu {chains}, um {action}.',
  'account.wrongNetwork.switchTo': 'Zu {chain} wechseln',
  'account.studioTxs.title': 'Deine Transaktionen',
  'account.studioTxs.empty': 'Von diesem Konto wurde noch nichts gesendet. {link}, um ihn zu unterstützen.',
  'account.studioTxs.findCreator': 'Finde einen Creator',
} satisfies AreaCatalogue<typeof english>
