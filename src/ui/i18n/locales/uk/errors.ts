import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'Користувач відхилив запит.',
  'errors.switch-chain': 'Не вдалося змінити мережу.',
  'errors.add-chain': 'Не вдалося додати мережу.',
  'errors.unknown-chain': 'Невідомий ID мережі. Спершу додайте мережу через wallet_addEthereumChain.',
  'errors.connector-not-found': 'Конектор не знайдено',
  'errors.resource-unavailable': 'У гаманці вже очікує запит. Відкрийте гаманець, щоб продовжити.',
  'errors.connect-failed': 'Не вдалося підключити гаманець.',
  'errors.sign-failed': 'Гаманець не зміг підписати повідомлення.',
  'errors.send-failed': 'Гаманець не зміг надіслати транзакцію.',
  'errors.watch-asset': 'Гаманець не зміг додати токен.',
  'errors.switch-chain-unsupported': 'Ваш гаманець не підтримує зміну мережі звідси. Змініть мережу в самому гаманці.',
  'errors.session-changed': 'Гаманець змінив акаунт або мережу: перевірте й надішліть ще раз.',
  'errors.sign-in-prepare': 'Помилка підготовки повідомлення, спробуйте ще раз!',
  'errors.sign-in-sign': 'Помилка підпису повідомлення, спробуйте ще раз!',
  'errors.sign-in-verify': 'Помилка перевірки підпису, спробуйте ще раз!',
  'errors.unknown': 'Ой, щось пішло не так!',
  'errors.chain-not-configured': 'Мережу «{chainId}» не налаштовано.',
  'errors.chain-not-configured-for': 'Мережу «{chainId}» не налаштовано для конектора «{connector}».',
  'errors.wallet-not-installed': '{wallet} не встановлено',
  'errors.wallet-not-available': '{wallet} недоступний',
  'errors.wrong-network': 'Виявлено неправильну мережу: змініть мережу або від’єднайтеся, щоб продовжити.',
  'errors.switch-unsupported': 'Ваш гаманець не підтримує зміну мережі з {appName}. Змініть мережу в самому гаманці.',
} satisfies AreaCatalogue<typeof english>
