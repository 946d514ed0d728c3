import type {
  AdminOrder,
  CodeRequired,
  AuditPage,
  EditLinkBody,
  EditLinkReply,
  AuditQuery,
  NewStaffBody,
  OrderList,
  OrderListQuery,
  OrderTransitionBody,
  StaffChangeBody,
  StaffList,
  StaffMe,
  StaffMember,
  StaffSignInBody,
} from '../../contract/admin';
import type {
  AdminCustomer,
  CustomerGroupBody,
  CustomerList,
  CustomerListQuery,
  ProfessionalQueue,
  ProfessionalQueueQuery,
} from '../../contract/admin-customers';
import type {
  ModeratedQuestion,
  ModeratedReview,
  ModerationQuery,
  QuestionQueue,
  ReviewQueue,
} from '../../contract/admin-moderation';
import type { ShopSettings, ShopSettingsBody } from '../../contract/admin-settings';
import type { SignupExportQuery, SignupListQuery, WebinarSignups } from '../../contract/admin-webinars';
import { getJson, http, isApiError, postJson } from '../../api/http';
import { STALE_RECORD } from '../../domain/staff';
import { StaleCopy } from '../../../machines/admin/stale-copy';

/**
 * The back office's calls under /admin/api (decision 0021), through the storefront's one HTTP client: the envelope,
 * the Russian errors and the timeouts are the same. The staff session's cookie (path /admin) goes with each call.
 */

export const ADMIN_API = '/admin/api';

/** The member (signed in), or `code_required` (202: the password was right, the code from their app is due). */
export const signIn = (body: StaffSignInBody) => postJson<StaffMe | CodeRequired>(`${ADMIN_API}/session`, body);

export async function signOut(): Promise<void> {
  await http.delete(`${ADMIN_API}/session`);
}

export const fetchMe = () => getJson<StaffMe>(`${ADMIN_API}/me`);

export const fetchOrders = (query: OrderListQuery) => getJson<OrderList>(`${ADMIN_API}/orders`, { ...query });

export const fetchOrder = (orderId: number) => getJson<AdminOrder>(`${ADMIN_API}/orders/${orderId}`);

/** A save's 409 'Запись изменена другим сотрудником' becomes StaleCopy: the page then loads the record afresh. */
export async function staleAware<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isApiError(error) && error.status === 409 && error.message === STALE_RECORD) {
      throw new StaleCopy(error.message, { cause: error });
    }
    throw error;
  }
}

export const changeOrder = (orderId: number, body: OrderTransitionBody) =>
  staleAware(() => postJson<AdminOrder>(`${ADMIN_API}/orders/${orderId}/transition`, body));

export const saveOrderNote = (orderId: number, staffNote: string, version: number) =>
  staleAware(() => postJson<AdminOrder>(`${ADMIN_API}/orders/${orderId}/note`, { staff_note: staffNote, version }));

export const changeStaff = (staffId: number, body: StaffChangeBody) =>
  staleAware(async () => {
    await http.patch(`${ADMIN_API}/staff/${staffId}`, body);
  });

/** The storefront's 'Редактировать': the editor's page when the link is this member's (else the server's refusal). */
export const openEditLink = async (body: EditLinkBody) =>
  (await postJson<EditLinkReply>(`${ADMIN_API}/edit-link`, body)).path;

export const fetchStaff = () => getJson<StaffList>(`${ADMIN_API}/staff`);

export const createStaff = (body: NewStaffBody) => postJson<StaffMember>(`${ADMIN_API}/staff`, body);

export const fetchCustomers = (query: CustomerListQuery) =>
  getJson<CustomerList>(`${ADMIN_API}/customers`, { ...query });

export const fetchCustomer = (customerId: number) => getJson<AdminCustomer>(`${ADMIN_API}/customers/${customerId}`);

export const changeCustomerGroup = (customerId: number, body: CustomerGroupBody) =>
  staleAware(() => postJson<AdminCustomer>(`${ADMIN_API}/customers/${customerId}/group`, body));

export const fetchApplications = (query: ProfessionalQueueQuery) =>
  getJson<ProfessionalQueue>(`${ADMIN_API}/professionals`, { ...query });

export const approveApplication = (customerId: number, version: number) =>
  staleAware(() => postJson<AdminCustomer>(`${ADMIN_API}/professionals/${customerId}/approve`, { version }));

export const rejectApplication = (customerId: number, version: number, reason: string) =>
  staleAware(() => postJson<AdminCustomer>(`${ADMIN_API}/professionals/${customerId}/reject`, { version, reason }));

export const fetchReviews = (query: ModerationQuery) =>
  getJson<ReviewQueue>(`${ADMIN_API}/moderation/reviews`, { ...query });

export const fetchQuestions = (query: ModerationQuery) =>
  getJson<QuestionQueue>(`${ADMIN_API}/moderation/questions`, { ...query });

/** 'Опубликовать', 'Отклонить' or 'Удалить' a review or a question, against the version on screen. */
export const moderate = (
  kind: 'reviews' | 'questions',
  id: number,
  to: 'publish' | 'reject' | 'delete',
  version: number,
) =>
  staleAware(() =>
    postJson<ModeratedReview | ModeratedQuestion | null>(`${ADMIN_API}/moderation/${kind}/${id}/${to}`, { version }),
  );

export const editReview = (id: number, body: { version: number; author: string; text: string }) =>
  staleAware(() => postJson<ModeratedReview>(`${ADMIN_API}/moderation/reviews/${id}/edit`, body));

export const editQuestion = (id: number, body: { version: number; name: string; question: string }) =>
  staleAware(() => postJson<ModeratedQuestion>(`${ADMIN_API}/moderation/questions/${id}/edit`, body));

export const answerQuestion = (id: number, body: { version: number; answer: string }) =>
  staleAware(() => postJson<ModeratedQuestion>(`${ADMIN_API}/moderation/questions/${id}/answer`, body));

export const fetchSignups = (query: SignupListQuery) =>
  getJson<WebinarSignups>(`${ADMIN_API}/webinars/signups`, { ...query });

/** The CSV export's address for the signups as filtered (the browser downloads it with the staff cookie). */
export function signupsCsvHref(query: SignupExportQuery): string {
  const params = new URLSearchParams();
  if (query.seminar_id !== undefined) params.set('seminar_id', String(query.seminar_id));
  if (query.q) params.set('q', query.q);
  const search = params.toString();
  return `${ADMIN_API}/webinars/signups.csv${search ? `?${search}` : ''}`;
}

export const fetchAudit = (query: AuditQuery) => getJson<AuditPage>(`${ADMIN_API}/audit`, { ...query });

export const fetchSettings = () => getJson<ShopSettings>(`${ADMIN_API}/settings`);

/** 'Сохранить' on 'Настройки', against the version on screen. */
export const saveSettings = (body: ShopSettingsBody) =>
  staleAware(async () => (await http.put<ShopSettings>(`${ADMIN_API}/settings`, body)).data);

/** Whether a failed call means the browser has no staff session (signed out, expired, or never signed in). */
export const needsSignIn = (error: unknown) => isApiError(error) && error.status === 401;
