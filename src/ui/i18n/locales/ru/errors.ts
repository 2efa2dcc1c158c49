import type { AreaCatalogue } from '../../defineMessages'
import type { errors as english } from '../../en/errors'

export const errors = {
  'errors.user-rejected': 'Пользователь отклонил запрос.',
  'errors.switch-chain': 'Не удалось переключить сеть.',
  'errors.add-chain': 'Не удалось добавить сеть.',
  'errors.unknown-chain': 'Неизвестный ID сети. Сначала добавьте сеть через wallet_addEthereumChain.',
  'errors.connector-not-found': 'Коннектор не найден',
  'errors.resource-unavailable': 'В кошельке уже ждёт запрос. Откройте кошелёк, чтобы продолжить.',
  'errors.connect-failed': 'Не удалось подключить кошелёк.',
  'errors.sign-failed': 'Кошелёк не смог подписать сообщение.',
  'errors.send-failed': 'Кошелёк не смог отправить транзакцию.',
  'errors.watch-asset': 'Кошелёк не смог добавить токен.',
  'errors.switch-chain-unsupported':
    'Ваш кошелёк не поддерживает переключение сети отсюда. Переключите сеть в самом кошельке.',
  'errors.session-changed': 'Кошелёк сменил аккаунт или сеть: проверьте и отправьте ещё раз.',
  'errors.sign-in-prepare': 'Ошибка подготовки сообщения, попробуйте ещё раз!',
  'errors.sign-in-sign': 'Ошибка подписи сообщения, попробуйте ещё раз!',
  'errors.sign-in-verify': 'Ошибка проверки подписи, попробуйте ещё раз!',
  'errors.unknown': 'Упс, что-то пошло не так!',
  'errors.chain-not-configured': 'Сеть «{chainId}» не настроена.',
  'errors.chain-not-configured-for': 'Сеть «{chainId}» не настроена для коннектора «{connector}».',
  'errors.wallet-not-installed': '{wallet} не установлен',
  'errors.wallet-not-available': '{wallet} недоступен',
  'errors.wrong-network': 'Обнаружена неверная сеть: переключите сеть или отключитесь, чтобы продолжить.',
  'errors.switch-unsupported':
    'Ваш кошелёк не поддерживает переключение сети из {appName}. Переключите сеть в самом кошельке.',
} satisfies AreaCatalogue<typeof english>
