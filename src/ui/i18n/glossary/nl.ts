import type { Glossary } from './terms'

/** Dutch: informal “je”, as Dutch consumer apps write; English crypto words stay where Dutch users use them. */
export const glossary: Glossary = {
  wallet: {
    use: ['wallet'],
    avoid: ['portemonnee', 'portefeuille', 'beurs'],
    why: 'Dutch crypto apps say “de wallet”; “portemonnee” is the leather one.',
  },
  connect: {
    use: ['verbind', 'verbonden', 'verbinding'],
    avoid: ['connecteer', 'aansluit', 'aanmeld'],
    why: '“Koppelen” stays only for pairing from another device (WalletConnect), a different step.',
  },
  disconnect: {
    use: ['verbinding verbreken', 'verbreek de verbinding'],
    avoid: ['ontkoppel', 'loskoppel', 'afmelden'],
  },
  signIn: {
    use: ['inloggen', 'log in', 'ingelogd', 'loggen in', 'log opnieuw in'],
    avoid: ['aanmeld', 'meld je aan', 'meld je opnieuw aan', 'login'],
    why: 'Signing in is always “inloggen”; “aanmelden” also means signing up and was used beside it.',
  },
  sign: { use: ['onderteken'], avoid: ['bericht versturen', 'bericht sturen', 'signeer'] },
  signature: { use: ['handtekening'], avoid: ['ondertekening'] },
  network: {
    use: ['netwerk'],
    avoid: ['netwerkfout', 'keten', 'blockchainnetwerk'],
    why: '“Chain” stays only in “chain-ID”, the wallet’s own term; “netwerkfout” is a connection failure, not the wrong network.',
  },
  switch: { use: ['wissel'], avoid: ['schakel', 'omschakel', 'verander van netwerk'] },
  transaction: { use: ['transactie'], avoid: ['overboeking', 'overschrijving', /\btxn?\b/i] },
  recent: { use: ['recent'], avoid: ['nieuwste', 'laatste transacties'] },
  pending: { use: ['in behandeling'], avoid: ['in afwachting', 'wachtend', 'in de wacht'] },
  confirmed: { use: ['bevestigd'], avoid: ['voltooid', 'afgerond'] },
  failed: { use: ['mislukt'], avoid: ['gefaald', 'niet gelukt'] },
  support: {
    use: ['steun', 'gesteund'],
    avoid: ['bijdrage', 'donat', 'doneer', 'fooi', 'sponsor'],
    why: '“Ondersteund” (technically supported) is another word and stays; a payment to a creator is “steun”.',
  },
  supporter: { use: ['supporter'], avoid: ['volger', 'donateur', 'fan ', 'beschermheer'] },
  note: {
    use: ['notitie'],
    avoid: [
      /(?<!onderteken\S* (je )?(een|het) |van het |bedank)bericht(?! (niet )?ondertekenen)/i,
      'opmerking',
      'commentaar',
    ],
    why: '“Bericht” is the message the wallet signs (and the thank-you message): the supporter’s text is “notitie”, so nobody thinks they sign their note.',
  },
  creator: {
    use: ['creator'],
    avoid: ['maker', 'maakster', 'auteur', 'producent', 'contentmaker'],
    why: 'Dutch uses the English “creator”; “maker” was used beside it for the same page.',
  },
  studio: { use: ['studio'], avoid: ['dashboard'] },
  profile: { use: ['profiel'], avoid: [] },
  explorer: {
    use: ['explorer'],
    avoid: ['verkenner', 'browser van de blockchain'],
    why: 'A block explorer is “de explorer”, a common noun; “verkenner” is Windows Explorer.',
  },
  balance: { use: ['saldo'], avoid: ['balans', 'tegoed'] },
  amount: { use: ['bedrag'], avoid: ['hoeveelheid'] },
  account: { use: ['account'], avoid: ['rekening', 'gebruikersaccount'] },
  address: { use: ['adres'], avoid: [] },
  install: { use: ['installe', 'geïnstalleerd'], avoid: [] },
  scan: { use: ['scan'], avoid: ['inscan'] },
  session: { use: ['sessie'], avoid: [] },
  character: { use: ['teken'], avoid: ['letters', 'karakter', 'stuurteken'] },
  copy: { use: ['kopiëren', 'gekopieerd'], avoid: [] },
  hidden: { use: ['verborgen', 'verberg'], avoid: ['verstopt', 'onzichtbaar gemaakt'] },
}
