import type { AdminBanner, AdminFaq, BannerList, FaqList } from '../../contract/admin-home-content';
import type { BannerValues } from '../../domain/banner-edit';
import type { FaqValues } from '../../domain/faq-edit';
import { getJson, http, postJson } from '../../api/http';
import { ADMIN_API, staleAware } from './admin-api';
import type { RecordListApi } from './record-list-api';

/**
 * 'Баннеры' and 'Вопрос-ответ' (src/server/admin/home-content-routes.ts): each change answers the list as it is now;
 * a 409 'Запись изменена другим сотрудником' becomes StaleCopy.
 */

function orderedListApi<R, V, L>(path: string, recordsOf: (list: L) => R[]): RecordListApi<R, V> {
  const url = `${ADMIN_API}${path}`;
  const put = async (to: string, body: object) => recordsOf((await http.put(to, body)).data as L);
  return {
    load: async () => recordsOf(await getJson<L>(url)),
    save: ({ id, version, values }) =>
      staleAware(async () =>
        id === null ? recordsOf(await postJson<L>(url, values as object)) : put(`${url}/${id}`, { ...values, version }),
      ),
    toggle: ({ id, version, status }) => staleAware(() => put(`${url}/${id}/status`, { status, version })),
    remove: ({ id, version }) =>
      staleAware(async () => recordsOf((await http.delete(`${url}/${id}`, { params: { version } })).data as L)),
    reorder: (order) => staleAware(() => put(`${url}/order`, { order })),
  };
}

export const bannersApi = orderedListApi<AdminBanner, BannerValues, BannerList>('/content/banners', (l) => l.banners);

export const faqApi = orderedListApi<AdminFaq, FaqValues, FaqList>('/content/faq', (l) => l.questions);
