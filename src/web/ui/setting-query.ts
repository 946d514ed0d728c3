import { queryOptions } from '@tanstack/react-query';
import { fetchSetting, fetchShopContacts, type SettingId } from '../../api/settings';

/** One cache entry per setting, shared by every block that shows it (home text, footer, cookie notice). */
export function settingQuery(id: SettingId) {
  return queryOptions({ queryKey: ['setting', id], queryFn: () => fetchSetting(id) });
}

/** The shop's name and contacts ('Настройки' of the back office): the header's phone and hours, the footer's name. */
export const shopContactsQuery = queryOptions({ queryKey: ['shop-contacts'], queryFn: fetchShopContacts });
