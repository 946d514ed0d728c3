import type { StaffMe } from '../../contract/admin';
import type { OwnPasswordBody, TwoFactorOffBody, TwoFactorSetup } from '../../contract/admin-security';
import { postJson } from '../../api/http';
import { ADMIN_API } from './admin-api';

/** The member's own page ('Мой профиль'): their two-factor sign-in and password (src/server/admin/security-routes.ts). */

export const startTwoFactor = () => postJson<TwoFactorSetup>(`${ADMIN_API}/me/two-factor/setup`);

export const confirmTwoFactor = (code: string) => postJson<StaffMe>(`${ADMIN_API}/me/two-factor/confirm`, { code });

export const turnOffTwoFactor = (proof: TwoFactorOffBody) => postJson<StaffMe>(`${ADMIN_API}/me/two-factor/off`, proof);

export const changeOwnPassword = (body: OwnPasswordBody) => postJson<StaffMe>(`${ADMIN_API}/me/password`, body);
