import type { Glossary } from './terms'

/** French: vous throughout; the words every fr catalogue file uses (src/ui/i18n/glossary/terms.ts). */
export const glossary: Glossary = {
  wallet: {
    use: ['portefeuille'],
    avoid: [/\bwallet\b/i, 'porte-monnaie', 'portemonnaie', 'porte-feuille'],
    why: 'The word of French banking apps and RainbowKit’s French; a wallet’s own name is a placeholder.',
  },
  connect: {
    use: ['connect', 'connexion'],
    avoid: [/\blier\b/i, 'reliez', 'relier', 'brancher'],
    why: 'Connecter and connexion are the wallet’s link to the site, and only that: signing in is s’identifier.',
  },
  disconnect: {
    use: ['déconnect'],
    avoid: ['se déconnecter', 'déconnectez-vous', 'délier', 'dissocier'],
    why: 'Déconnecter (le portefeuille), not se déconnecter, which reads as logging out of an account.',
  },
  signIn: {
    use: ['identifi'],
    avoid: [
      'connectez-vous',
      'se connecter',
      'reconnectez-vous',
      'se reconnecter',
      'connecté en tant que',
      'visiteurs connectés',
      'celui connecté',
      'authentifi',
      'login',
      'se loguer',
    ],
    why: 'S’identifier (Identifiez-vous, identifié, l’identification): connexion is already the wallet’s, so a visitor whose wallet is connected is never told to “se connecter”.',
  },
  sign: { use: ['sign'], avoid: ['envoyer le message', 'envoyer un message', 'envoyez le message'] },
  signature: { use: ['signature'], avoid: ['paraphe'] },
  network: {
    use: ['réseau'],
    avoid: ['erreur de réseau', 'erreur réseau', 'réseau blockchain', /(?<!id de )chaîne/i],
    why: '“Mauvais réseau” for a wrong network (never “erreur de réseau”, a connectivity failure); chaîne only in “ID de chaîne” (chain ID), as wallets write it.',
  },
  switch: {
    use: ['changer de réseau', 'changez de réseau', 'passer à', 'passez à'],
    avoid: ['basculer', 'commuter', 'permuter'],
  },
  transaction: { use: ['transaction'], avoid: [/\btxn?\b/i, 'opération'] },
  recent: { use: ['récent'], avoid: ['dernières transactions', 'nouveaux portefeuilles', 'plus récents'] },
  pending: { use: ['en attente'], avoid: ['en suspens', 'suspendu'] },
  confirmed: { use: ['confirmé'], avoid: ['terminé', 'complété', 'validé'] },
  failed: { use: ['échoué'], avoid: ['raté', 'en échec'] },
  support: {
    use: ['soutien', 'soutenir', 'soutenez'],
    avoid: [/\bdons?\b/i, 'donation', 'pourboire', /\bsupport/i, 'assistance'],
    why: 'Le soutien, soutenir. “Support” is a false friend in French (a physical support, a medium, a help desk).',
  },
  supporter: {
    use: ['soutien'],
    avoid: ['donateur', 'donatrice', 'mécène', 'abonné', 'follower', 'contributeur', 'sympathisant'],
    why: 'Un soutien is also the person who supports (les soutiens d’un projet): le mur des soutiens, vos soutiens.',
  },
  note: {
    use: ['message'],
    avoid: [/\bnotes?\b/i, 'commentaire', /\b(un|petit|votre|le) mot\b/i],
    why: 'Une note is also a mark or a grade; the supporter’s note is “message” in the form, on the wall, in the Studio and on the receipt.',
  },
  creator: { use: ['créateur'], avoid: ['auteur', 'producteur', 'fabricant', 'créatif'] },
  studio: { use: ['studio'], avoid: ['tableau de bord', 'atelier'] },
  profile: { use: ['profil'], avoid: [] },
  explorer: {
    use: ['explorateur de blocs'],
    avoid: [/explorateur(?! de blocs)/i, /\bExplorer\b/],
    why: 'Alone, explorateur also recalls a web browser (Internet Explorer); a block explorer is l’explorateur de blocs.',
  },
  balance: { use: ['solde'], avoid: [/\bbalance\b/i], why: 'La balance is a pair of scales: a false friend.' },
  account: { use: ['compte'], avoid: [/\baccount\b/i] },
  address: { use: ['adresse'], avoid: [] },
  install: { use: ['install'], avoid: ['mettre en place'] },
  scan: { use: ['scan'], avoid: ['flash', 'numéris', 'balay'] },
  session: { use: ['session'], avoid: ['séance'] },
  character: { use: ['caractère'], avoid: ['lettre', 'signes'] },
  copy: { use: ['copi'], avoid: ['dupliqu'] },
  hidden: { use: ['masqu'], avoid: ['caché', 'cacher'] },
}
