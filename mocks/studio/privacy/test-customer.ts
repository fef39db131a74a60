// The customer whose personal data the pseudonymisation tests look for.
export const ivan = {
  id: 7,
  email: 'ivan.petrov@mail.ru',
  phoneNamber: '+7 916 555-12-34',
  userName: 'ivanpetrov',
  firstName: 'Иван',
  middleName: 'Сергеевич',
  lastName: 'Петров',
  avatarUrl: 'https://avatars.yandex.net/get-yapic/4242/islands-200',
  yandexId: '1130000012345678',
  telegramId: 987654321,
  balance: 3217.4,
  balanceStars: 12,
  isTwoFactorEnabled: false,
  twoFactorPending: false,
}
