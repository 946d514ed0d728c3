import type {
  CertificateDetail,
  CertificateIssued,
  CertificateList,
  CertificateListQuery,
} from '../../contract/admin-certificates';
import { getJson, http, postJson } from '../../api/http';
import { ADMIN_API, staleAware } from './admin-api';

/** 'Сертификаты' (src/server/admin/certificate-routes.ts): read, issue, switch off and on; no call writes the ledger. */

export const fetchCertificates = (query: CertificateListQuery) =>
  getJson<CertificateList>(`${ADMIN_API}/certificates`, { ...query });

export const fetchCertificate = (id: number) => getJson<CertificateDetail>(`${ADMIN_API}/certificates/${id}`);

export const issueCertificate = (body: { amount: number; email: string; message: string }) =>
  postJson<CertificateIssued>(`${ADMIN_API}/certificates`, body);

/** 'Отключить' / 'Включить' at the version on screen (409 stale: StaleCopy). */
export const switchCertificate = ({ id, version, enabled }: { id: number; version: number; enabled: boolean }) =>
  staleAware(
    async () =>
      (await http.put(`${ADMIN_API}/certificates/${id}/status`, { enabled, version })).data as CertificateDetail,
  );
