/**
 * The back office's roles and what each opens (decision 0021). The server checks them on every /admin/api call; the
 * back office reads the same table to show only what a member may open.
 */
export const STAFF_ROLES = ['owner', 'manager', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_NAME: Record<StaffRole, string> = {
  owner: 'Владелец',
  manager: 'Менеджер',
  editor: 'Редактор',
};

/** The parts of the back office a role may open. */
export const STAFF_AREAS = [
  'orders',
  'customers',
  'moderation',
  'catalogue',
  'content',
  'staff',
  'settings',
  'audit',
  'promotions',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

/**
 * The owner opens everything (the staff, the settings, the audit log and the promotions and money — promotions,
 * certificates, delivery prices — only they); a manager runs orders, customers and moderation; an editor the
 * catalogue and content.
 */
export const ROLE_AREAS: Record<StaffRole, readonly StaffArea[]> = {
  owner: STAFF_AREAS,
  manager: ['orders', 'customers', 'moderation'],
  editor: ['catalogue', 'content'],
};

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

export function canOpen(role: StaffRole, area: StaffArea): boolean {
  return ROLE_AREAS[role].includes(area);
}

/** A staff password: longer than a customer's, since it opens every customer's data. */
export const STAFF_PASSWORD_MIN = 10;

export function staffPasswordProblem(password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN) return `Пароль сотрудника — не короче ${STAFF_PASSWORD_MIN} символов`;
  if (password.length > 200) return 'Пароль сотрудника — не длиннее 200 символов';
  return null;
}

/**
 * The refusal of a save made from a copy someone else changed since it was opened (decision 0021, issue 15 word for
 * word; the server's ADMIN_MESSAGES.stale): the server answers 409 with it and the record as it is now; the back
 * office then loads that record.
 */
export const STALE_RECORD = 'Запись изменена другим сотрудником';
