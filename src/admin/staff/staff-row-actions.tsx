import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import type { StaffMember } from '../../contract/admin';
import type { StaffChangeEvent } from '../../../machines/admin/staff-change.machine';
import { isStaffRole, STAFF_ROLE_NAME, STAFF_ROLES } from '../../domain/staff';

/**
 * A member's role (chosen at once), access ('Отключить' asks first, 'Включить' goes at once), when they sign in with a
 * code from their app 'Сбросить код входа' (asks first), and the storefront account that sees 'Редактировать' for
 * them ('Связать с покупателем' asks for its e-mail, 'Отвязать покупателя' asks first).
 */
export function StaffRowActions({ member, ask }: { member: StaffMember; ask: (change: StaffChangeEvent) => void }) {
  const base = { type: 'staff.changeAsked', staffId: member.staff_id, email: member.email, version: member.version };
  return (
    <HStack gap="2" wrap="wrap">
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={`Роль сотрудника ${member.email}`}
          value={member.role}
          onChange={(e) => {
            const role = e.target.value;
            if (isStaffRole(role) && role !== member.role)
              ask({ ...base, type: 'staff.changeAsked', change: { role } });
          }}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_NAME[role]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="sm"
        variant="outline"
        colorPalette={member.disabled ? 'brand' : 'red'}
        aria-label={`${member.disabled ? 'Включить' : 'Отключить'} ${member.email}`}
        onClick={() => ask({ ...base, type: 'staff.changeAsked', change: { disabled: !member.disabled } })}
      >
        {member.disabled ? 'Включить' : 'Отключить'}
      </Button>
      {member.two_factor ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Сбросить код входа ${member.email}`}
          onClick={() => ask({ ...base, type: 'staff.changeAsked', change: { two_factor: false } })}
        >
          Сбросить код входа
        </Button>
      ) : null}
      {member.customer_email ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Отвязать покупателя от ${member.email}`}
          onClick={() => ask({ ...base, type: 'staff.changeAsked', change: { customer_email: null } })}
        >
          Отвязать покупателя
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Связать с покупателем ${member.email}`}
          onClick={() => ask({ ...base, type: 'staff.linkAsked' })}
        >
          Связать с покупателем
        </Button>
      )}
    </HStack>
  );
}
