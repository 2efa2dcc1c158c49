import type { Glossary } from './terms'

/** Ukrainian: ви throughout (lower case), «ялинки» quotes, the apostrophe ’; the words every uk catalogue file uses. */
export const glossary: Glossary = {
  wallet: { use: ['гаман'], avoid: [/\bwallet\b/i, 'кошел', 'портмоне'] },
  connect: {
    use: ['підключ'],
    avoid: ['під’єдн', "під'єдн", 'приєдн'],
    why: 'Підключити (and its pair відключити) on every screen: the button says it, so every hint says it; signing in is увійти/вхід.',
  },
  disconnect: { use: ['відключ'], avoid: ['від’єдн', "від'єдн", 'від’єднайтеся', 'вийти з'] },
  signIn: { use: ['увійд', 'увійти', 'вхід', 'входу', 'ввійшли'], avoid: ['залогін', 'логін', 'авториз'] },
  sign: { use: ['підпи'], avoid: ['надіслати повідомлення', 'надішліть повідомлення'] },
  signature: {
    use: ['підпис'],
    avoid: ['сигнатур', 'підпис посилання'],
    why: 'Підпис is only a signature: a link’s label is its назва.',
  },
  network: {
    use: ['мереж'],
    avoid: ['помилка мережі', 'мережева помилка', 'ланцюг', /(?<![а-яіїєґ])чейн/i],
    why: '“Неправильна мережа” for a wrong network (never “помилка мережі”, a connectivity failure).',
  },
  switch: {
    use: ['змінити мережу', 'зміну мережі', 'змініть мережу', 'змініть її', 'перейдіть на', 'перейти на'],
    avoid: ['переключ', 'перемкн'],
    why: 'Змінити мережу, перейти на {chain}: what a Ukrainian UI says (переключити is a calque).',
  },
  transaction: { use: ['транзакці'], avoid: [/\btxn?\b/i, 'операці'] },
  recent: {
    use: ['нещодавн', 'останні транзакції'],
    avoid: ['найновіш', 'новітн', 'нові гаманці'],
    why: 'Нещодавні (recently used) and Останні транзакції (recently sent), not the newest.',
  },
  pending: { use: ['очіку'], avoid: ['на утриманні', 'призупинен', 'відкладен'] },
  confirmed: { use: ['підтвердж'], avoid: ['завершено', 'успішн'] },
  failed: { use: ['не вдалося', 'не вдалася'], avoid: ['провал', 'збій транзакції'] },
  support: {
    use: ['підтрим'],
    avoid: ['донат', 'пожертв', 'чайов', 'техпідтрим', 'служба підтримки', 'службу підтримки'],
  },
  supporter: {
    use: ['прихильник'],
    avoid: ['хто підтримав', 'донатер', 'спонсор', 'меценат', 'підписник', 'фанат'],
    why: 'Прихильник on the wall, in the Studio and on the receipt (not “ті, хто підтримав”).',
  },
  note: {
    use: ['побажан'],
    avoid: [
      'нотатк',
      'нотаток',
      'записк',
      'коментар',
      'примітк',
      /(?<!(підпишіть|підписати|підготовки|підпису) )повідомлен(?!\S* (з подякою|біля))/i,
    ],
    why: 'Побажання (the few words a supporter adds) in the form, on the wall, in the Studio and on the receipt; повідомлення is the signed message of the sign-in (Підписати повідомлення), the creator’s thank-you (повідомлення з подякою) and the hints beside fields, never the note.',
  },
  creator: { use: ['автор'], avoid: ['креатор', 'творець', 'творця', 'виробник', 'блогер'] },
  studio: { use: ['студі'], avoid: ['панель керування', 'дашборд', 'кабінет'] },
  profile: { use: ['профіл'], avoid: [] },
  explorer: {
    use: ['оглядач'],
    avoid: [/оглядач(?![а-яіїєґ’]* блоків)/i, 'експлорер', /\bexplorer\b/i],
    why: 'Оглядач блоків: alone, оглядач is a web browser in Ukrainian.',
  },
  balance: { use: ['баланс'], avoid: ['залишок', 'сальдо'] },
  amount: { use: ['сум'], avoid: [] },
  account: {
    use: ['обліков'],
    avoid: ['акаунт', 'аккаунт', 'рахун'],
    why: 'Обліковий запис on every screen; рахунок is a bank account.',
  },
  address: { use: ['адрес'], avoid: [] },
  install: { use: ['встанов', 'установ'], avoid: ['інсталю'] },
  scan: { use: ['скан'], avoid: ['зчитайте', 'зчитати код'] },
  session: { use: ['сесі'], avoid: ['сеанс'] },
  character: { use: ['символ'], avoid: ['літер', 'букв'] },
  copy: { use: ['копію', 'скопійовано'], avoid: ['дублю'] },
  hidden: { use: ['прихов'], avoid: ['сховано', 'схован', 'невидим'] },
}
