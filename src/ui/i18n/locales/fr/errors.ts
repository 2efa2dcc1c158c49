import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'
import type { failures } from '../../en/failures'

export const errors = {
  'errors.user-rejected': 'Vous avez refusé la demande.',
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
  'errors.session-changed': 'Le portefeuille a changé de compte ou de réseau : vérifiez puis renvoyez.',
  'errors.sign-in-prepare': 'Erreur lors de la préparation du message, veuillez réessayer !',
  'errors.sign-in-sign': 'Erreur lors de la signature du message, veuillez réessayer !',
  'errors.sign-in-verify': 'Erreur lors de la vérification de la signature, veuillez réessayer !',
  'errors.unknown': 'Oups, une erreur s’est produite !',
  'errors.chain-not-configured': 'Réseau « {chainId} » non configuré.',
  'errors.chain-not-configured-for': 'Réseau « {chainId} » non configuré pour le connecteur « {connector} ».',
  'errors.wallet-not-installed': '{wallet} n’est pas installé',
  'errors.wallet-not-available': '{wallet} n’est pas disponible',
  'errors.wrong-network': 'Mauvais réseau détecté : changez de réseau ou déconnectez le portefeuille pour continuer.',
  'errors.switch-unsupported':
    'Votre portefeuille ne permet pas de changer de réseau depuis {appName}. Changez plutôt de réseau depuis votre portefeuille.',
  'errors.failed': '{action}. {cause}',
  'errors.action.load-profile': 'Impossible de charger votre profil',
  'errors.action.save-profile': 'Impossible d’enregistrer votre profil',
  'errors.action.load-notes': 'Impossible de charger les mots',
  'errors.action.load-totals': 'Impossible de charger les totaux',
  'errors.action.hide-note': 'Impossible de masquer ce mot',
  'errors.action.show-note': 'Impossible d’afficher ce mot',
  'errors.action.record-note': 'Votre mot n’a pas pu être enregistré',
  'errors.unauthenticated': 'Votre session a expiré. Identifiez-vous à nouveau, puis réessayez.',
  'errors.not-owner': 'Seul le compte propriétaire de cette page peut la modifier.',
  'errors.forbidden-origin': 'Le serveur a refusé une requête de cette page. Rechargez-la, puis réessayez.',
  'errors.store-unavailable': 'Le serveur n’accède pas à son stockage. Réessayez dans un instant.',
  'errors.rate-limited': 'Trop de modifications en peu de temps. Attendez une minute, puis réessayez.',
  'errors.timeout': 'Le serveur n’a pas répondu à temps. Réessayez.',
  'errors.network-error': 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  'errors.bad-response': 'Le serveur a renvoyé une réponse inattendue. Réessayez plus tard.',
  'errors.invalid-profile':
    'Le serveur a refusé certains champs ; consultez les indications affichées à côté des champs.',
  'errors.invalid-request': 'Le serveur a refusé la requête. Rechargez la page, puis réessayez.',
  'errors.tx-pending': 'La transaction n’est pas encore confirmée. Réessayez dans un instant.',
  'errors.tx-mismatch': 'Cette transaction ne peut pas être accompagnée d’un mot.',
  'errors.tx-mismatch.unconfigured-chain':
    'La transaction est sur un réseau que cette application ne prend pas en charge.',
  'errors.tx-mismatch.another-recipient': 'La transaction n’a pas été envoyée à ce créateur.',
  'errors.tx-mismatch.another-sender':
    'La transaction a été envoyée depuis un autre compte que celui avec lequel vous êtes identifié.',
  'errors.tx-mismatch.failed': 'La transaction a échoué.',
  'errors.tx-mismatch.zero-value': 'La transaction ne transfère aucun montant.',
  'errors.tx-mismatch.token-not-accepted': 'La transaction ne transfère aucun jeton accepté sur ce réseau.',
  'errors.already-recorded': 'Un mot est déjà enregistré pour cette transaction.',
  'errors.rpc-unavailable':
    'Le serveur ne parvient pas à joindre la blockchain pour le moment. Réessayez dans un instant.',
  'errors.not-found': 'Le serveur n’a pas trouvé ce que demandait cette page. Rechargez la page, puis réessayez.',
  'errors.internal': 'Le serveur a rencontré un problème. Réessayez plus tard.',
} satisfies AreaCatalogue<typeof english & typeof failures>
