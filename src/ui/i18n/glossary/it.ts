import type { Glossary } from './terms'

/** Italian: informal “tu”, as Italian consumer apps write; English crypto words stay where Italians use them. */
export const glossary: Glossary = {
  wallet: {
    use: ['wallet'],
    avoid: ['portafoglio', 'portafogli', 'borsellino'],
    why: 'Italian crypto apps say “il wallet”; “portafoglio” reads as a leather wallet or an investment portfolio.',
  },
  connect: {
    use: ['connett', 'connessione', 'connessa'],
    avoid: ['colleg', 'allaccia'],
    why: 'The button says “Connetti wallet”: every sentence that sends the visitor there uses connettere, never collegare.',
  },
  disconnect: { use: ['disconnett'], avoid: ['scolleg', 'esci'] },
  signIn: {
    use: ['accedi', 'accesso', 'accedere'],
    avoid: ['login', 'log in', 'loggat', 'autenticati', 'entra con'],
    why: 'Signing in is “accedere/accesso”; the wallet is “connesso”, never “collegato” or “loggato”.',
  },
  sign: { use: ['firma', 'firmare'], avoid: ['invia il messaggio', 'invia messaggio', 'sottoscriv'] },
  signature: { use: ['firma'], avoid: ['sottoscrizione'] },
  network: {
    use: ['rete'],
    avoid: ['errore di rete', 'rete blockchain', /(?<!id( della)? )catena/i],
    why: '“Catena” only inside “ID (della) catena”, the wallet’s own term; “errore di rete” means a connection failure, not the wrong network.',
  },
  switch: { use: ['cambia rete', 'cambiare rete', 'cambio di rete', 'passa a'], avoid: ['scambia', 'commuta'] },
  transaction: { use: ['transazion'], avoid: ['operazion', /\btxn?\b/i] },
  recent: { use: ['recent'], avoid: ['più nuov', 'ultime transazioni', 'novità'] },
  pending: {
    use: ['in sospeso'],
    avoid: ['pendente', 'in pausa', 'in corso di conferma'],
    why: 'A transaction waiting for its block is “in sospeso”; “in attesa” stays for waiting on the wallet or the visitor.',
  },
  confirmed: { use: ['confermat'], avoid: ['completat', 'andata a buon fine'] },
  failed: { use: ['non riuscit'], avoid: ['fallit'] },
  support: {
    use: ['sostegn', 'sosten', 'sostien'],
    avoid: [/\bsupport[oi]\b/i, 'donazion', 'mancia', 'offert'],
    why: '“Supporto” is a help desk or a physical support and “Supporti” are media; a payment to a creator is “sostegno”, the verb “sostenere”. “Supportato” (compatible) is a different word and stays.',
  },
  supporter: { use: ['sostenitor', 'chi ti sostiene'], avoid: ['follower', 'seguac', 'donator', 'mecenat', 'fan '] },
  note: {
    use: ['nota', 'note'],
    avoid: [/(?<!firm\S* (il|un|del) |preparazione del )messaggio(?! di ringraziamento)/i, 'commento', 'dedica'],
    why: '“Messaggio” is the message the wallet signs and the thank-you message; the supporter’s text is always “nota”.',
  },
  creator: {
    use: ['creator'],
    avoid: ['creatore', 'creatori', 'autore', 'produttore', 'artista'],
    why: '“Creator” is the word Italians use for content creators; “creatore” sounds religious.',
  },
  studio: { use: ['studio'], avoid: ['dashboard', 'pannello'] },
  profile: { use: ['profilo'], avoid: [] },
  explorer: {
    use: ['explorer'],
    avoid: ['su explorer', 'esploratore', 'navigatore'],
    why: 'A block explorer is “l’explorer”, lower case, a common noun (“nell’explorer”), not a product name.',
  },
  balance: { use: ['saldo'], avoid: ['bilancio'] },
  amount: { use: ['import'], avoid: ['somma', 'ammontare'] },
  account: { use: ['account'], avoid: [/\bconto\b/i, 'profilo utente'] },
  address: { use: ['indirizzo'], avoid: ['recapito'] },
  install: { use: ['install'], avoid: [] },
  scan: { use: ['scansiona', 'scansione'], avoid: ['scannerizza', 'inquadra'] },
  session: { use: ['sessione'], avoid: [] },
  character: { use: ['caratter'], avoid: ['lettere', 'simboli'] },
  copy: { use: ['copia', 'copiat'], avoid: [] },
  hidden: {
    use: ['nascost', 'nascond'],
    avoid: ['occult', 'celat'],
    why: 'One verb, nascondere, on the button, its progress label and the receipt.',
  },
}
