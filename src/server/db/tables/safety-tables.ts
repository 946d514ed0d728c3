import type { ColumnType } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types';

/** 014's tables: scheduled jobs' leases and the named limits' counters (see migrations/014-safety.ts). */
export interface SafetyTables {
  job_lease: {
    name: string;
    locked_until: Timestamp | null;
    last_finished: Timestamp | null;
  };
  rate_limit: {
    name: string;
    client_key: string;
    window_start: Timestamp;
    /** bigint: PostgreSQL returns it as text. */
    count: ColumnType<string | number, number | undefined, number>;
  };
  login_device: {
    token_hash: string;
    customer_id: number;
    date_added: CreatedAt;
  };
}
