import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'Principal',
  'shell.nav.studio': 'Estudio',
  'shell.footer.learnMore': 'Más información sobre billeteras',
  'shell.footer.language': 'Idioma',
  'shell.footer.languageFailed': 'No se pudo cargar ese idioma. Comprueba tu conexión e inténtalo de nuevo.',
  'shell.noscript': '{appName} necesita JavaScript para conectar una billetera. Actívalo y vuelve a cargar la página.',
} satisfies AreaCatalogue<typeof english>
