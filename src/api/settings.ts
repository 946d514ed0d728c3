import { scalarText } from '../domain/text';
import type { ShopContactsReply } from '../contract/shell';
import { getJson, postJson } from './http';

/** Setting ids (product §3): 1 home text, 2 footer text, 3 cookie text (HTML), 4 maintenance flag ('1' = on). */
export type SettingId = 1 | 2 | 3 | 4;

/** POST /back/setting/get/{id}: the setting's value as a string ('' when the server has none). */
export async function fetchSetting(id: SettingId): Promise<string> {
  const data = await postJson<{ value?: unknown } | null>(`/back/setting/get/${id}`);
  const value = data?.value;
  return scalarText(value);
}

/** GET /back/shop/contacts: the shop's name and contacts as the owner set them ('Настройки'). */
export const fetchShopContacts = () => getJson<ShopContactsReply>('/back/shop/contacts');
