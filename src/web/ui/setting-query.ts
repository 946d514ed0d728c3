import { queryOptions } from '@tanstack/react-query';
import { fetchSetting, type SettingId } from '../../api/settings';

/** One cache entry per setting, shared by every block that shows it (home text, footer, cookie notice). */
export function settingQuery(id: SettingId) {
  return queryOptions({ queryKey: ['setting', id], queryFn: () => fetchSetting(id) });
}
