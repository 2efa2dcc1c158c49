import type { Glossary } from './terms'

/**
 * Spanish of Spain (the catalogue is “es”, and its wording was already peninsular: importe, añadir, introduce, móvil,
 * “has enviado”), informal “tú”.
 */
export const glossary: Glossary = {
  wallet: {
    use: ['cartera'],
    avoid: ['billetera', 'monedero', /\bwallet\b/i],
    why: '“Billetera” is Latin American and sat beside Spain’s importe/añadir/introduce; Spain writes “cartera”, feminine like billetera. A wallet name is never the grammatical subject alone (“La cartera {wallet} no está instalada”), so no brand gets a gender.',
  },
  connect: {
    use: ['conect', 'conexión'],
    avoid: ['enlaza tu', 'enlazar'],
    why: '“Vincular” stays for pairing from another device (WalletConnect), a different step; “enlace” is a web link.',
  },
  disconnect: { use: ['desconect'], avoid: ['desvincul', 'cerrar sesión'] },
  signIn: {
    use: ['iniciar sesión', 'inicia sesión', 'sesión iniciada', 'inicio de sesión', 'iniciado sesión'],
    avoid: ['login', 'loguea', 'ingresar con', 'entra con', 'identifícate'],
  },
  sign: { use: ['firm'], avoid: ['enviar mensaje', 'envía el mensaje'] },
  signature: { use: ['firma'], avoid: ['rúbrica'] },
  network: {
    use: ['red'],
    avoid: ['error de red', 'red blockchain', /(?<!id de )cadena/i],
    why: '“Cadena” only in “ID de cadena”, the wallet’s own term; “error de red” is a connection failure, not the wrong network.',
  },
  switch: { use: ['cambia', 'cambiar'], avoid: ['intercambi', 'conmut'] },
  transaction: { use: ['transacci'], avoid: ['operación', 'operaciones', /\btxn?\b/i] },
  recent: { use: ['reciente'], avoid: ['más nuev', 'últim'] },
  pending: { use: ['pendiente'], avoid: ['en espera', 'en curso'] },
  confirmed: { use: ['confirmad'], avoid: ['completad'] },
  failed: { use: ['fallid', 'falló'], avoid: ['fracas'] },
  support: {
    use: ['apoy', 'apóya'],
    avoid: ['donación', 'donaciones', 'donar', 'propina', 'soporte'],
    why: '“Soporte” is a help desk; “compatible” says a wallet is supported.',
  },
  supporter: {
    use: ['mecenas'],
    avoid: ['seguidor', 'donante', 'patrocinador', /\bfans?\b/i],
    why: '“Seguidores” are followers (social media); “mecenas” is the word Spanish creator platforms use.',
  },
  note: {
    use: ['nota'],
    avoid: [
      /(?<!firm\S* ((el|un) )?|preparar el )mensaje(?!s| de agradecimiento| que demuestre)/i,
      'comentario',
      'dedicatoria',
    ],
    why: '“Mensaje” is the message the wallet signs and the thank-you message; the supporter’s text is always “nota”, so nobody thinks they sign their note.',
  },
  creator: { use: ['creador'], avoid: ['autor', 'productor', /\bcreator\b/i] },
  studio: { use: ['estudio'], avoid: ['panel', 'dashboard'] },
  profile: { use: ['perfil'], avoid: [] },
  explorer: {
    use: ['explorador'],
    avoid: [/\bexplorer\b/i, 'navegador de bloques'],
    why: '“Navegador” is the web browser.',
  },
  balance: { use: ['saldo'], avoid: ['balance'] },
  amount: {
    use: ['importe'],
    avoid: ['cantidad', 'monto'],
    why: 'Importe, as Spanish banks write an amount of money; monto is Latin American.',
  },
  account: { use: ['cuenta'], avoid: [] },
  address: { use: ['dirección'], avoid: [] },
  install: { use: ['instal'], avoid: [] },
  scan: { use: ['escane'], avoid: ['digitaliz'] },
  session: { use: ['sesión'], avoid: [] },
  character: { use: ['carácter', 'caracteres'], avoid: ['letras'] },
  copy: { use: ['copi'], avoid: [] },
  hidden: { use: ['ocult'], avoid: ['escondid'] },
}
