import type { AdminSeminar, AdminSeminarList, SeminarBody, SeminarListQuery } from '../../contract/admin-seminars';
import { getJson, postJson } from '../../api/http';
import { ADMIN_API, staleAware } from './admin-api';

/** 'Семинары' (src/server/admin/seminar-routes.ts): seminars and webinars, made by the owner and editors. */

const BASE = `${ADMIN_API}/content/seminars`;

export const fetchSeminars = (query: SeminarListQuery) => getJson<AdminSeminarList>(BASE, { ...query });

export const fetchSeminar = (id: number) => getJson<AdminSeminar>(`${BASE}/${id}`);

/** A new seminar, or a save of the one opened at `version` (409 'Запись изменена другим сотрудником': StaleCopy). */
export const saveSeminar = (id: number | null, body: SeminarBody, version: number) =>
  id === null
    ? postJson<AdminSeminar>(BASE, body)
    : staleAware(() => postJson<AdminSeminar>(`${BASE}/${id}`, { ...body, version }));

export const deleteSeminar = (id: number, version: number) =>
  staleAware(() => postJson<null>(`${BASE}/${id}/delete`, { version }));
