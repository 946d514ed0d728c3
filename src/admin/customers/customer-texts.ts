import type { ProfessionalStatus } from '../../domain/account';
import { CUSTOMER_GROUP } from '../../domain/constants';

/** The customer groups as the back office names them. */
export const GROUP_NAME: Record<number, string> = {
  [CUSTOMER_GROUP.CUSTOMER]: 'Частный покупатель',
  [CUSTOMER_GROUP.PROFESSIONAL]: 'Специалист (−30%)',
};

export const PROFESSIONAL_STATUS_NAME: Record<ProfessionalStatus, string> = {
  none: '—',
  pending: 'Документ ждёт проверки',
  approved: 'Одобрен',
  rejected: 'Отклонён',
};
