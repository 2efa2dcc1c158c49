import type { Glossary } from './terms'

/**
 * Polish: the courtesy capitals Twój, Ciebie, Cię on every screen; impersonal status lines (Oczekiwanie na…, not
 * Czekam na…); no masculine-only forms for the visitor (wysłane przez Ciebie, not wysłałeś).
 */
export const glossary: Glossary = {
  wallet: { use: ['portfel'], avoid: [/\bwallet\b/i, 'portmonetk', 'portmonetce'] },
  connect: {
    use: ['połącz', 'połączeni', 'łączeni'],
    avoid: ['podłącz', 'podpięci', 'powiąż'],
    why: 'Połącz portfel: the wallet’s link to the site; signing in is zaloguj się.',
  },
  disconnect: {
    use: ['rozłącz'],
    avoid: ['wyloguj', 'odłącz'],
    why: 'Rozłącz (the wallet), not wyloguj (signing out).',
  },
  signIn: { use: ['zaloguj', 'logowani', 'zalogowan'], avoid: ['zapisz się', 'login', 'uwierzytelni', 'autoryzuj'] },
  sign: { use: ['podpis'], avoid: ['wyślij wiadomość', 'wysłać wiadomość', 'sygnuj'] },
  signature: { use: ['podpis'], avoid: ['sygnatur'] },
  network: {
    use: ['sieć', 'sieci'],
    avoid: ['błąd sieci', 'łańcuch', 'sieć blockchain'],
    why: '“Niewłaściwa sieć” for a wrong network (never “błąd sieci”, a connectivity failure).',
  },
  switch: {
    use: ['przełącz'],
    avoid: ['zmień sieć', 'zmiany sieci', 'zmienić sieci', 'zmiana sieci'],
    why: 'Przełącz sieć, as wallets write it: one verb for switching networks (and for switching accounts).',
  },
  transaction: { use: ['transakcj'], avoid: [/\btxn?\b/i, 'przelew', 'operacj'] },
  recent: {
    use: ['ostatni'],
    avoid: ['najnowsz', 'nowe portfele'],
    why: 'Ostatnie (recently used or sent), not najnowsze (newest).',
  },
  pending: { use: ['oczekuj'], avoid: ['wstrzyman', 'zawieszon', 'w toku'] },
  confirmed: { use: ['potwierdzon'], avoid: ['zakończon', 'ukończon', 'zrealizowan'] },
  failed: { use: ['nieudan', 'nie powiodła'], avoid: ['błędna transakcja', 'niepowodzenie transakcji'] },
  support: {
    use: ['wspar', 'wesprz'],
    avoid: ['darowizn', 'napiwek', 'napiwk', 'dotacj', 'pomoc techniczn', /\bsupport\b/i],
  },
  supporter: {
    use: ['wspierając'],
    avoid: ['darczyńc', 'obserwując', 'fan', 'patron', 'mecenas', 'sponsor'],
  },
  note: {
    use: ['dopis'],
    avoid: [
      'notatk',
      'notka',
      'notce',
      'komentarz',
      'liścik',
      /(?<!(podpisz|podpisać|przygotowania|podpisywania) )wiadomoś/i,
    ],
    why: 'Dopisek (a few words added to the support) in the form, on the wall, in the Studio and on the receipt; wiadomość is the signed message of the sign-in (Podpisz wiadomość) and nothing else, and notatka is a memo to oneself.',
  },
  creator: { use: ['twórc', 'twórca'], avoid: ['autor', 'producent', 'kreator', 'wytwórc'] },
  studio: { use: ['studi'], avoid: ['panel', 'pulpit'] },
  profile: { use: ['profil'], avoid: [] },
  explorer: {
    use: ['eksploratorze bloków', 'eksplorator bloków'],
    avoid: [/eksplorator(?!\w* bloków)/i, /\bexplorer\b/i],
    why: 'Eksplorator bloków (Etherscan…), never read as a web browser.',
  },
  balance: { use: ['saldo'], avoid: ['bilans', 'stan konta'] },
  amount: { use: ['kwot'], avoid: ['ilość'] },
  account: { use: ['kont'], avoid: [/\baccount\b/i, /\bkonto użytkownika\b/i] },
  address: { use: ['adres'], avoid: [] },
  install: { use: ['zainstal', 'instal'], avoid: ['wgraj'] },
  scan: { use: ['skan'], avoid: ['sczytaj', 'odczytaj kod'] },
  session: { use: ['sesj'], avoid: [] },
  character: { use: ['znak'], avoid: ['liter'] },
  copy: { use: ['kopiuj', 'skopiowano'], avoid: ['powiel'] },
  hidden: { use: ['ukry'], avoid: ['schowa'] },
}
