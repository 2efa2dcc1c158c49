import type { Glossary } from './terms'

/** German: du throughout, „…“ quotes, a no-break space before “…”; the words every de catalogue file uses. */
export const glossary: Glossary = {
  wallet: {
    use: ['wallet'],
    avoid: [/\b(das|ein|dem|dein|kein) wallet\b/i, 'geldbörse', 'brieftasche', 'portemonnaie'],
    why: 'Die Wallet (feminine, as German crypto apps write it); RainbowKit’s “das Wallet” is the other usage, not ours.',
  },
  connect: {
    use: ['verbind'],
    avoid: ['verknüpf', 'anschließen', 'anbinden'],
    why: 'Wallet verbinden, die Verbindung: the wallet’s link to the site; signing in is anmelden.',
  },
  disconnect: {
    use: ['trenne'],
    avoid: ['abmelden', 'ausloggen', 'verbindung aufheben'],
    why: 'Trennen (the wallet), not abmelden (signing out).',
  },
  signIn: {
    use: ['anmeld', 'angemeldet'],
    avoid: ['einlogg', 'eingeloggt', 'login', 'authentifizier'],
  },
  sign: {
    use: ['signier'],
    avoid: ['unterschreib', 'nachricht senden', 'nachricht schicken'],
    why: 'Signieren, as wallets say; unterschreiben is ink on paper.',
  },
  signature: { use: ['signatur'], avoid: ['unterschrift'] },
  network: {
    use: ['netzwerk'],
    avoid: ['netzwerkfehler', 'blockchain-netzwerk', /\bchain\b(?!-id)/i, 'netz '],
    why: '“Falsches Netzwerk” for a wrong network (never Netzwerkfehler, a connectivity failure); Chain only in “Chain-ID”.',
  },
  switch: { use: ['wechsel', 'wechsle'], avoid: ['umschalten', 'netzwerk ändern'] },
  transaction: { use: ['transaktion'], avoid: [/\btxn?\b/i, 'überweisung', 'vorgang'] },
  recent: {
    use: ['zuletzt', 'letzte transaktionen'],
    avoid: ['neueste', 'aktuelle transaktionen'],
    why: 'Zuletzt verwendet, Letzte Transaktionen: recently used or sent, not the newest.',
  },
  pending: { use: ['ausstehend'], avoid: ['in bearbeitung', 'schwebend', 'angehalten'] },
  confirmed: { use: ['bestätigt'], avoid: ['abgeschlossen'] },
  failed: { use: ['fehlgeschlagen'], avoid: ['gescheitert'] },
  support: {
    use: ['unterstütz'],
    avoid: ['spende', 'trinkgeld', /\bsupport\b/i],
    why: 'Unterstützung, unterstützen: not a donation or a tip, and the English “Support” reads as a help desk.',
  },
  supporter: {
    use: ['unterstützer'],
    avoid: ['spender', 'follower', 'fans', 'mäzen', 'förderer', 'gönner'],
  },
  note: {
    use: ['notiz'],
    avoid: ['kommentar', 'anmerkung', 'botschaft', 'memo'],
    why: 'Die Notiz in the form, on the wall, in the Studio and on the receipt; Nachricht is the message a wallet signs (and the thank-you message).',
  },
  creator: {
    use: ['creator'],
    avoid: ['ersteller', 'schöpfer', 'urheber', 'macher', 'künstler', 'produzent'],
    why: 'The word German creator platforms use; Ersteller is whoever created a file.',
  },
  studio: { use: ['studio'], avoid: ['dashboard'] },
  profile: { use: ['profil'], avoid: [] },
  explorer: {
    use: ['block-explorer'],
    avoid: [/(?<!block-)explorer/i],
    why: 'Block-Explorer (Etherscan…), so it is never read as a web browser.',
  },
  balance: { use: ['guthaben'], avoid: ['saldo', 'kontostand', 'bilanz', /\bbalance\b/i] },
  amount: { use: ['betrag'], avoid: ['menge'] },
  account: { use: ['konto'], avoid: [/\baccount\b/i, 'benutzerkonto'] },
  address: { use: ['adresse'], avoid: [] },
  install: { use: ['install'], avoid: ['aufspielen'] },
  scan: { use: ['scann'], avoid: ['einlesen', 'abfotografieren'] },
  session: { use: ['sitzung'], avoid: [/\bsession\b/i] },
  character: { use: ['zeichen'], avoid: ['buchstaben'] },
  copy: { use: ['kopier'], avoid: ['duplizier'] },
  hidden: { use: ['ausgeblendet', 'ausblenden'], avoid: ['versteckt', 'verbergen', 'verborgen'] },
}
