import Type, { type Static } from 'typebox';
import { Closed } from './envelope';

/** The shell's calls of product §7: settings and the page an address resolves to. */

/** What the server resolves a one-segment address into (product §2 "Page modules resolved from urlPath"). */
export const ResolvedPage = Closed({
  module: Type.String({ description: 'Модуль страницы: home, product, category, news, blog, information, account…' }),
  id: Type.Union([Type.Integer(), Type.String()], {
    description: 'Номер записи; слово для модуля account (login, register, account)',
  }),
});
export type ResolvedPage = Static<typeof ResolvedPage>;

export const SettingKey = Type.Object({ key: Type.String({ description: 'Номер настройки' }) });

/** Setting ids (product §3): 1 home text, 2 footer text, 3 cookie text (HTML), 4 maintenance flag ('1' = on); 5, 6 self-pickup address and hours. */
export const Setting = Closed({ value: Type.String() });
export type Setting = Static<typeof Setting>;

/** The shop's name and contacts as the owner set them ('Настройки'): the header, the footer, the e-mails. */
export const ShopContactsReply = Closed({
  shop_name: Type.String(),
  phone: Type.String({ description: 'Как показывать: +7 (495) 120-45-67' }),
  phone_href: Type.String({ description: 'Ссылка: tel:+74951204567' }),
  email: Type.String(),
  address: Type.String(),
  hours: Type.String(),
});
export type ShopContactsReply = Static<typeof ShopContactsReply>;
