import {
  checkPasswordsMatch,
  checkQuestionProduct,
  checkRecoveryEmail,
  checkResetPassword,
  checkReviewForm,
  checkSettingsPassword,
  checkoutEmailAlert,
  checkoutEmailInlineError,
  finalSubmitProblems,
  isContactStepValid,
  isQuestionFormComplete,
  isValidEmail,
  type CheckoutContact,
} from '../../src/domain/validation';

describe('isValidEmail', () => {
  it.each([
    'user@example.com',
    'a.b+tag@mail.co.uk',
    'first_last-1@sub.domain.ru',
    'покупатель@пример.рф',
    'user@пример.рф',
    'user@xn--e1afmkfd.xn--p1ai',
    'USER@EXAMPLE.COM',
    "o'neil@example.org",
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'plain',
    '@example.com',
    'user@',
    'user@example',
    'user@example.c',
    'user@example.123',
    'user@@example.com',
    'us@er@example.com',
    'user name@example.com',
    ' user@example.com',
    'user@example.com ',
    'user@exa mple.com',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'user@-example.com',
    'user@example-.com',
    'user@example..com',
    'user@.example.com',
    '"user"@example.com',
    `${'a'.repeat(65)}@example.com`,
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('checkResetPassword (4–20 characters, then equal)', () => {
  const length = 'пароль не может быть короче 4 и длинее 20 символов';
  it.each<[string, string, string | null]>([
    ['abc', 'abc', length],
    ['abcd', 'abcd', null],
    ['a'.repeat(20), 'a'.repeat(20), null],
    ['a'.repeat(21), 'a'.repeat(21), length],
    ['', '', length],
    ['abcd', 'abce', 'Пароли не совпадают'],
    ['abc', 'xyz', length],
    ['пароль', 'пароль', null],
  ])('%j / %j → %j', (password, retry, expected) => {
    expect(checkResetPassword(password, retry)).toBe(expected);
  });
});

describe('checkSettingsPassword (at least 5)', () => {
  it.each<[string, string | null]>([
    ['', 'Слишком короткий пароль'],
    ['abcd', 'Слишком короткий пароль'],
    ['abcde', null],
    ['длинный пароль', null],
  ])('%j → %j', (password, expected) => {
    expect(checkSettingsPassword(password)).toBe(expected);
  });
});

describe('checkPasswordsMatch (registration)', () => {
  it.each<[string, string, string | null]>([
    ['secret1', 'secret1', null],
    ['secret1', 'secret2', 'Пароли не совпадают'],
  ])('%j / %j → %j', (password, retry, expected) => {
    expect(checkPasswordsMatch(password, retry)).toBe(expected);
  });
});

describe('recovery e-mail', () => {
  it.each<[string, string | null]>([
    ['', 'Введите email'],
    ['   ', 'Введите email'],
    ['user', 'Некорректный email'],
    ['user@example', 'Некорректный email'],
    ['user@example.com', null],
    [' user@example.com ', null],
  ])('%j → %j', (email, expected) => {
    expect(checkRecoveryEmail(email)).toBe(expected);
  });
});

describe('checkout step 4 e-mail', () => {
  it.each<[string, string | null, string | null]>([
    ['user@example.com', null, null],
    ['user@example', 'Некорректно введен E-mail!', 'Некорректный эмайл адрес'],
    ['', 'Некорректно введен E-mail!', 'Некорректный эмайл адрес'],
  ])('%j → alert %j, inline %j', (email, alert, inline) => {
    expect(checkoutEmailAlert(email)).toBe(alert);
    expect(checkoutEmailInlineError(email)).toBe(inline);
  });
});

describe('finalSubmitProblems (checkout step 5)', () => {
  const full: CheckoutContact = {
    firstname: 'Анна',
    lastname: 'Иванова',
    email: 'anna@example.com',
    telephone: '+7(912)345-67-89',
    address_1: 'ул. Ленина, 1',
  };
  const empty: CheckoutContact = { firstname: '', lastname: ' ', email: '', telephone: '', address_1: '' };

  it.each<[string, CheckoutContact, boolean, string[]]>([
    ['all filled, courier', full, true, []],
    ['all filled, pickup', full, false, []],
    ['no address, pickup', { ...full, address_1: '' }, false, []],
    ['no address, courier', { ...full, address_1: '  ' }, true, ['Не указано адрес']],
    ['no first name', { ...full, firstname: '' }, false, ['Не указано имя']],
    ['no last name', { ...full, lastname: '' }, false, ['Не указана фамилия']],
    ['no e-mail', { ...full, email: '' }, false, ['Не указано Email']],
    ['no phone', { ...full, telephone: '' }, false, ['Не указано телефон']],
    ['only the mask prefix typed', { ...full, telephone: '+7(' }, false, ['Не указано телефон']],
    [
      'everything missing, courier (the order of product §5)',
      empty,
      true,
      ['Не указано имя', 'Не указана фамилия', 'Не указано Email', 'Не указано телефон', 'Не указано адрес'],
    ],
    [
      'everything missing, pickup',
      empty,
      false,
      ['Не указано имя', 'Не указана фамилия', 'Не указано Email', 'Не указано телефон'],
    ],
  ])('%s', (_case, contact, needsAddress, expected) => {
    expect(finalSubmitProblems(contact, needsAddress)).toEqual(expected);
  });

  it.each<[string, CheckoutContact, boolean, boolean]>([
    ['complete', full, true, true],
    ['malformed e-mail', { ...full, email: 'anna@example' }, false, false],
    ['courier without address', { ...full, address_1: '' }, true, false],
    ['pickup without address', { ...full, address_1: '' }, false, true],
  ])('isContactStepValid: %s → %s', (_case, contact, needsAddress, expected) => {
    expect(isContactStepValid(contact, needsAddress)).toBe(expected);
  });
});

describe('review form', () => {
  it.each<[{ name: string; text: string }, Record<string, string>]>([
    [{ name: 'Анна', text: 'Отличный крем' }, {}],
    [{ name: '', text: 'Отличный крем' }, { name: 'Введите ваше имя' }],
    [{ name: 'Анна', text: '  ' }, { text: 'Введите ваше сообщение' }],
    [
      { name: '', text: '' },
      { name: 'Введите ваше имя', text: 'Введите ваше сообщение' },
    ],
  ])('%j → %j', (form, expected) => {
    expect(checkReviewForm(form)).toEqual(expected);
  });
});

describe('question form', () => {
  it.each<[number | string | null | undefined, string | null]>([
    [42, null],
    ['42', null],
    [0, 'Выберите товар из списка'],
    [null, 'Выберите товар из списка'],
    [undefined, 'Выберите товар из списка'],
    ['', 'Выберите товар из списка'],
  ])('product %j → %j', (productId, expected) => {
    expect(checkQuestionProduct(productId)).toBe(expected);
  });

  const form = { name: 'Анна', email: 'anna@example.com', productId: 42, question: 'Подходит для сухой кожи?' };
  it.each<[string, Parameters<typeof isQuestionFormComplete>[0], boolean]>([
    ['complete', form, true],
    ['no name', { ...form, name: '' }, false],
    ['malformed e-mail', { ...form, email: 'anna' }, false],
    ['no product chosen', { ...form, productId: null }, false],
    ['no question', { ...form, question: ' ' }, false],
  ])('isQuestionFormComplete: %s → %s', (_case, value, expected) => {
    expect(isQuestionFormComplete(value)).toBe(expected);
  });
});
