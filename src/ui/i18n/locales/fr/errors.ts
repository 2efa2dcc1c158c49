import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'Demande refusée par l’utilisateur.',
  'errors.switch-chain': 'Une erreur s’est produite lors du changement de réseau.',
  'errors.add-chain': 'Une erreur s’est produite lors de l’ajout du réseau.',
  'errors.unknown-chain': 'ID de chaîne inconnu. Ajoutez d’abord le réseau avec wallet_addEthereumChain.',
  'errors.connector-not-found': 'Connecteur introuvable',
  'errors.resource-unavailable': 'Une demande est déjà en attente dans votre portefeuille. Ouvrez-le pour continuer.',
  'errors.connect-failed': 'Échec de la connexion du portefeuille.',
  'errors.sign-failed': 'Le portefeuille n’a pas pu signer le message.',
  'errors.send-failed': 'Le portefeuille n’a pas pu envoyer la transaction.',
  'errors.watch-asset': 'Le portefeuille n’a pas pu ajouter le jeton.',
  'errors.switch-chain-unsupported':
    'Votre portefeuille ne permet pas de changer de réseau d’ici. Changez plutôt de réseau depuis votre portefeuille.',
  'errors.session-changed': 'Le portefeuille a changé de compte ou de réseau : vérifiez puis renvoyez.',
  'errors.sign-in-prepare': 'Erreur lors de la préparation du message, veuillez réessayer !',
  'errors.sign-in-sign': 'Erreur lors de la signature du message, veuillez réessayer !',
  'errors.sign-in-verify': 'Erreur lors de la vérification de la signature, veuillez réessayer !',
  'errors.unknown': 'Oups, une erreur s’est produite !',
  'errors.chain-not-configured': 'Réseau « {chainId} » non configuré.',
  'errors.chain-not-configured-for': 'Réseau « {chainId} » non configuré pour le connecteur « {connector} ».',
  'errors.wallet-not-installed': '{wallet} n’est pas installé',
  'errors.wallet-not-available': '{wallet} n’est pas disponible',
  'errors.wrong-network': 'Mauvais réseau détecté : changez de réseau ou déconnectez-vous pour continuer.',
  'errors.switch-unsupported':
    'Votre portefeuille ne permet pas de changer de réseau depuis {appName}. Changez plutôt de réseau depuis votre portefeuille.',
} satisfies AreaCatalogue<typeof english>
