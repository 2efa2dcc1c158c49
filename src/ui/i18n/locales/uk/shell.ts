import type { AreaCatalogue } from '../../defineMessages'
import type { shell as english } from '../../en/shell'

export const shell = {
  'shell.nav.label': 'Головне меню',
  'shell.nav.studio': 'Студія',
  'shell.footer.learnMore': 'Докладніше про гаманці',
  'shell.footer.language': 'Мова',
  'shell.footer.languageFailed': 'Не вдалося завантажити цю мову. Перевірте з’єднання та спробуйте ще раз.',
  'shell.noscript': '{appName} потребує JavaScript, щоб підключити гаманець. Увімкніть його й перезавантажте сторінку.',
  'shell.footer.disclaimer':
    '{appName} ніколи не зберігає ваші кошти: підтримка йде прямо з вашого гаманця автору, а транзакцію в блокчейні не можна скасувати. Перевірте адресу перед надсиланням.',
} satisfies AreaCatalogue<typeof english>
