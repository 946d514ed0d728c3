import { Button, Checkbox, Field, NativeSelect, Stack } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCustomer } from '../../contract/admin-customers';
import { StaleCopy } from '../../../machines/admin/stale-copy';
import { changeCustomerGroup } from '../api/admin-api';
import { AdminForm, FormAlert } from '../ui/form-parts';
import { GROUP_NAME } from './customer-texts';

/**
 * Another group for the customer (private or professional, −30%), e-mailed to them unless unticked, against the
 * version on screen: someone else's change in between is refused and the customer is loaded afresh.
 */
export function CustomerGroupForm({ customer }: { customer: AdminCustomer }) {
  const client = useQueryClient();
  const [group, setGroup] = useState(customer.customer_group_id);
  const [notify, setNotify] = useState(true);
  const save = useMutation({
    mutationFn: () =>
      changeCustomerGroup(customer.customer_id, { customer_group_id: group, version: customer.version, notify }),
    onSuccess: (saved) => client.setQueryData(['admin', 'customer', customer.customer_id], saved),
    onError: (error) => {
      if (error instanceof StaleCopy) void client.invalidateQueries({ queryKey: ['admin', 'customer'] });
    },
  });
  return (
    <AdminForm label="Группа покупателя" onSubmit={() => save.mutate()}>
      <Stack gap="2" mt="2">
        <Field.Root>
          <Field.Label>Новая группа</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={group} onChange={(e) => setGroup(Number(e.target.value))}>
              {Object.entries(GROUP_NAME).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Checkbox.Root size="sm" checked={notify} onCheckedChange={(d) => setNotify(d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Уведомить покупателя</Checkbox.Label>
        </Checkbox.Root>
        <FormAlert status={save.error instanceof StaleCopy ? 'warning' : 'error'} text={save.error?.message} />
        <FormAlert status="success" text={save.isSuccess ? 'Группа сохранена' : null} />
        <Button
          type="submit"
          size="sm"
          alignSelf="start"
          loading={save.isPending}
          disabled={group === customer.customer_group_id}
        >
          Сохранить группу
        </Button>
      </Stack>
    </AdminForm>
  );
}
