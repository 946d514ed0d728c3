import { SHOP_PHONE } from '../content/information';

/**
 * product §3: 1 home about-text, 2 footer text, 3 cookie text, 4 maintenance flag ('1' = on). (The self-pickup
 * address and hours, once settings 5 and 6, are the owner's delivery terms since migration 037.)
 */
export const settingSeeds = [
  {
    setting_id: 1,
    code: 'home_about_text',
    value:
      '<h2>Профессиональная косметика для кабинета и дома</h2>' +
      '<p>Пилинги, сыворотки, кремы и средства для тела и волос, с которыми работают косметологи. ' +
      'Специалистам — скидка 30% и бесплатные вебинары.</p>',
  },
  {
    setting_id: 2,
    code: 'footer_text',
    value:
      `<p>Интернет-магазин профессиональной косметики. Телефон: ${SHOP_PHONE}, пн–пт 10:00–18:00.</p>` +
      '<p>Информация на сайте не является публичной офертой. Перед применением профессиональных средств ' +
      'проконсультируйтесь со специалистом.</p>',
  },
  {
    setting_id: 3,
    code: 'cookie_text',
    value:
      'Мы используем файлы cookie, чтобы сайт работал удобнее. Продолжая пользоваться сайтом, вы соглашаетесь ' +
      'с <a href="/politika-ispolzovanija-cookie">политикой использования cookie</a>.',
  },
  { setting_id: 4, code: 'maintenance', value: '0' },
];
