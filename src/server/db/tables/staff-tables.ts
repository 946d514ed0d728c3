import type { ColumnType } from 'kysely';
import type { StaffRole } from '../../../domain/staff';
import type { CreatedAt, Generated, Timestamp } from './column-types';

/** jsonb: written as its JSON text, read as the value. */
export type Json = ColumnType<unknown, string | null | undefined, string | null>;

/** 019's tables (see migrations/019-staff.ts). */
export interface StaffTables {
  staff: {
    staff_id: Generated<number>;
    /** Unique ignoring case. */
    email: string;
    name: Generated<string>;
    /** scrypt$N$r$p$salt$hash, as the customers' (account/passwords.ts). */
    password_hash: string;
    role: StaffRole;
    disabled: Generated<boolean>;
    /** The TOTP secret, sealed (admin/totp-secret-box.ts); null: no second step (024). */
    totp_secret: string | null;
    /** Sealed too: the secret being set up, until the member confirms it with a code (024). */
    totp_pending_secret: string | null;
    /** The 30-second step of the last code accepted: older or equal ones are refused (024). */
    totp_last_step: number | null;
    customer_id: number | null;
    /** Raised by every change: a save carrying an older one is refused. */
    version: Generated<number>;
    date_added: CreatedAt;
    date_modified: CreatedAt;
  };
  staff_session: {
    staff_session_id: Generated<number>;
    staff_id: number;
    token_hash: string;
    ip: Generated<string>;
    user_agent: Generated<string>;
    date_added: CreatedAt;
    last_seen: CreatedAt;
    expires_at: Timestamp;
  };
  audit_log: {
    audit_log_id: Generated<number>;
    /** Null for `npm run staff` (see `actor`). */
    staff_id: number | null;
    actor: string;
    record_type: string;
    record_id: number;
    action: string;
    before: Json;
    after: Json;
    date_added: CreatedAt;
  };
}
