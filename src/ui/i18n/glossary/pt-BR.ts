import type { Glossary } from './terms'

/** Brazilian Portuguese, “você”. */
export const glossary: Glossary = {
  wallet: {
    use: ['carteira'],
    avoid: [/\bwallet\b/i, 'porta-moedas'],
    why: 'A wallet name is never the grammatical subject alone (“A carteira {wallet} não está instalada”), so no brand gets a gender.',
  },
  connect: {
    use: ['conect', 'conexão'],
    avoid: ['vincul', 'ligar a carteira', 'conectado como', 'está conectado', 'visitantes conectados'],
    why: '“Conectar” is the wallet only: whoever signed in has “entrado”, not “conectado”. “Emparelhar” stays for pairing from another device.',
  },
  disconnect: { use: ['desconect'], avoid: ['desvincul', 'sair da conta'] },
  signIn: {
    use: ['entrar', 'entre ', 'entrou', 'entraram'],
    avoid: ['login', 'logar', 'iniciar sessão', 'fazer o acesso'],
  },
  sign: { use: ['assin'], avoid: ['enviar mensagem', 'envie a mensagem'] },
  signature: { use: ['assinatura'], avoid: [] },
  network: {
    use: ['rede'],
    avoid: ['erro de rede', 'cadeia', 'rede blockchain'],
    why: '“Erro de rede” is a connection failure, not the wrong network.',
  },
  switch: { use: ['troca', 'troque', 'trocar'], avoid: ['mudar de rede', 'alternar'] },
  transaction: { use: ['transaç'], avoid: ['operação', /\btxn?\b/i] },
  recent: { use: ['recente'], avoid: ['mais nov', 'últim'] },
  pending: { use: ['pendente'], avoid: ['em espera', 'aguardando confirmação'] },
  confirmed: { use: ['confirmad'], avoid: ['concluíd'] },
  failed: { use: ['falhou', 'falha'], avoid: ['fracass'] },
  support: {
    use: ['apoi', 'apoie'],
    avoid: ['doação', 'doar', 'gorjeta', 'suporte'],
    why: '“Suporte” is a help desk; an unsupported wallet is “incompatível”.',
  },
  supporter: { use: ['apoiador'], avoid: ['seguidor', 'doador', 'patrocinador', /\bfãs?\b/i] },
  note: {
    use: ['recado'],
    avoid: [/\bnotas?\b/i, 'comentário', 'dedicatória'],
    why: '“Mensagem” stays for the message the wallet signs and the thank-you message; the supporter’s text is “recado” on the form, the wall, the Studio and the receipt.',
  },
  creator: { use: ['criador'], avoid: ['autor', 'produtor', /\bcreator\b/i] },
  studio: { use: ['estúdio'], avoid: ['painel', 'dashboard'] },
  profile: { use: ['perfil'], avoid: [] },
  explorer: { use: ['explorador'], avoid: [/\bexplorer\b/i, 'navegador de blocos'] },
  balance: { use: ['saldo'], avoid: ['balanço'] },
  amount: { use: ['valor'], avoid: ['quantia', 'montante'] },
  account: { use: ['conta'], avoid: [] },
  address: { use: ['endereço'], avoid: [] },
  install: { use: ['instal'], avoid: [] },
  scan: { use: ['escane'], avoid: ['digitaliz'] },
  session: { use: ['sessão'], avoid: [] },
  character: { use: ['caractere'], avoid: ['letras'] },
  copy: { use: ['copi'], avoid: [] },
  hidden: { use: ['ocult'], avoid: ['escondid'] },
}
