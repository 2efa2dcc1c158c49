import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'Principal',
  'shell.nav.studio': 'Estúdio',
  'shell.footer.learnMore': 'Saiba mais sobre carteiras',
  'shell.footer.language': 'Idioma',
  'shell.footer.languageFailed': 'Não foi possível carregar esse idioma. Verifique sua conexão e tente novamente.',
  'shell.noscript': '{appName} precisa de JavaScript para conectar uma carteira. Ative-o e recarregue a página.',
  'shell.footer.disclaimer':
    'O {appName} nunca guarda seus fundos: o apoio vai direto da sua carteira para o criador, e uma transação na blockchain não pode ser desfeita. Confira o endereço antes de enviar.',
} satisfies AreaCatalogue<typeof english>
