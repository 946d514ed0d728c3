import type { CreatedAt, Generated } from './column-types';

/** 022's column on `customer` (see migrations/022-customer-decisions.ts). */
export interface CustomerVersionColumns {
  /** Raised by every update (a trigger): a back-office save carrying an older one is refused. */
  version: Generated<number>;
}

/** 022's decisions on professionals' applications. */
export interface CustomerDecisionTables {
  professional_decision: {
    professional_decision_id: Generated<number>;
    customer_id: number;
    decision: 'approved' | 'rejected';
    /** Why it was rejected (e-mailed to the customer); '' for an approval. */
    reason: Generated<string>;
    /** Null when the command line decided (`actor` names it). */
    staff_id: number | null;
    actor: string;
    date_added: CreatedAt;
  };
}
