import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'Principal',
  'shell.nav.studio': 'Estudio',
  'shell.footer.learnMore': 'Más información sobre carteras',
  'shell.footer.language': 'Idioma',
  'shell.footer.languageFailed': 'No se pudo cargar ese idioma. Comprueba tu conexión e inténtalo de nuevo.',
  'shell.noscript': '{appName} necesita JavaScript para conectar una cartera. Actívalo y vuelve a cargar la página.',
  'shell.footer.disclaimer':
    '{appName} nunca guarda tus fondos: el apoyo va directamente de tu cartera al creador, y una transacción en la blockchain no se puede deshacer. Revisa la dirección antes de enviar.',
} satisfies AreaCatalogue<typeof english>
