import type { Glossary } from './terms'

/** Russian: вы throughout (lower case), «ёлочки» quotes; the words every ru catalogue file uses. */
export const glossary: Glossary = {
  wallet: { use: ['кошел'], avoid: [/\bwallet\b/i, 'бумажник', 'валет'] },
  connect: {
    use: ['подключ'],
    avoid: ['соедин', 'привяз', 'законнект'],
    why: 'Подключить кошелёк: the wallet’s link to the site; signing in is войти/вход.',
  },
  disconnect: { use: ['отключ'], avoid: ['отвяз', 'разъедин', 'выйти из'] },
  signIn: {
    use: ['войд', 'войти', 'вход'],
    avoid: ['залогин', 'логин', 'авториз'],
    why: 'Войти/вход, as Russian sites say; never подключиться, which is the wallet’s.',
  },
  sign: { use: ['подпи'], avoid: ['отправить сообщение', 'отправьте сообщение'] },
  signature: {
    use: ['подпис'],
    avoid: ['сигнатур', 'подпись ссылки'],
    why: 'Подпись is only a signature: a link’s label is its название.',
  },
  network: {
    use: ['сеть', 'сети'],
    avoid: ['ошибка сети', 'сетевая ошибка', 'цепочк', 'блокчейн-сет', /(?<![а-яё])чейн/i],
    why: '“Неверная сеть” for a wrong network (never “ошибка сети”, a connectivity failure).',
  },
  switch: { use: ['переключ'], avoid: [/сменить сеть/i, 'поменять сеть', 'смена сети'] },
  transaction: { use: ['транзакц'], avoid: [/\btxn?\b/i, 'операци'] },
  recent: {
    use: ['недавн', 'последние транзакции'],
    avoid: ['новейш', 'самые новые', 'новые кошельки'],
    why: 'Недавние (recently used) and Последние транзакции (recently sent), not the newest.',
  },
  pending: { use: ['в ожидании'], avoid: ['на удержании', 'приостановлен', 'отложен'] },
  confirmed: { use: ['подтвержд'], avoid: ['завершена', 'успешн'] },
  failed: { use: ['не выполнена', 'не удалась'], avoid: ['провал', 'сбой транзакции'] },
  support: {
    use: ['поддерж'],
    avoid: ['донат', 'пожертвов', 'чаевы', 'техподдерж', 'службу поддержки', 'служба поддержки'],
  },
  supporter: {
    use: ['поддержавш'],
    avoid: ['донатер', 'донор', 'подписчик', 'спонсор', 'меценат', 'фанат', 'сторонник'],
  },
  note: {
    use: ['пожелани'],
    avoid: [
      'заметк',
      'записк',
      'коммент',
      'примечани',
      /(?<!(подпишите|подписать|подготовки|подписи) )сообщени(?!\S* (с благодарностью|рядом))/i,
    ],
    why: 'Пожелание (the few words a supporter adds) in the form, on the wall, in the Studio and on the receipt; сообщение is the signed message of the sign-in (Подписать сообщение), the creator’s thank-you (сообщение с благодарностью) and the hints beside fields, never the note.',
  },
  creator: { use: ['автор'], avoid: ['креатор', 'криэйтор', 'создател', 'производител', 'блогер'] },
  studio: { use: ['студи'], avoid: ['панель управления', 'дашборд', 'кабинет'] },
  profile: { use: ['профил'], avoid: [] },
  explorer: {
    use: ['обозревател'],
    avoid: [/обозревател(?![а-яё]* блоков)/i, 'эксплорер', /\bexplorer\b/i],
    why: 'Обозреватель блоков: alone, обозреватель is also the old word for a web browser.',
  },
  balance: { use: ['баланс'], avoid: ['остаток', 'сальдо'] },
  amount: { use: ['сумм'], avoid: [] },
  account: { use: ['аккаунт'], avoid: ['учётн', 'учетн', 'акаунт'] },
  address: { use: ['адрес'], avoid: [] },
  install: { use: ['установ'], avoid: ['инсталл'] },
  scan: { use: ['скан'], avoid: ['считайте', 'считать код'] },
  session: { use: ['сесси'], avoid: ['сеанс'] },
  character: { use: ['символ'], avoid: ['букв'] },
  copy: { use: ['копир'], avoid: ['дублир'] },
  hidden: { use: ['скры'], avoid: ['спрятан', 'прятать', 'невидим'] },
}
