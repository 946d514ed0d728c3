import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { ChoiceGroup } from '../../src/web/checkout/choice-group';
import { renderComponent } from './helpers/render-component';

// A checkout step's choices: the arrow keys only move (nothing is taken), Space takes the choice reached, a click takes
// at once. Chakra's radio group keeps its hidden inputs in step by dispatching a click event of its own on an input;
// on a busy phone that click can come after the choice the arrows reached is drawn, and must not take it.

const CHOICES = [
  { value: 'cdek', label: 'Пункт выдачи СДЭК' },
  { value: 'courier', label: 'Курьер' },
  { value: 'pickup', label: 'Самовывоз' },
];

function Step({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string | null>('cdek');
  return (
    <ChoiceGroup
      label="Способ доставки"
      choices={CHOICES}
      value={value}
      onChange={(chosen) => {
        setValue(chosen);
        onChange(chosen);
      }}
    />
  );
}

test('the arrow keys reach a choice without taking it, even when the radio group syncs its inputs late; Space takes it', async () => {
  const taken = vi.fn();
  const { user } = await renderComponent(<Step onChange={taken} />);
  await user.tab();
  expect(screen.getByRole('radio', { name: 'Пункт выдачи СДЭК' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  const courier = screen.getByRole('radio', { name: 'Курьер' });
  expect(courier).toBeChecked();
  // The radio group's own click, as it comes when its sync runs after the reached choice is drawn.
  fireEvent(courier, new Event('click', { bubbles: true }));
  expect(taken).not.toHaveBeenCalled();
  await user.keyboard(' ');
  expect(taken).toHaveBeenCalledExactlyOnceWith('courier');
});

test('a click takes a choice at once, and clicking the chosen one takes it again', async () => {
  const taken = vi.fn();
  const { user } = await renderComponent(<Step onChange={taken} />);
  await user.click(screen.getByText('Самовывоз'));
  expect(taken.mock.calls).toEqual([['pickup']]);
  await user.click(screen.getByText('Самовывоз'));
  expect(taken.mock.calls).toEqual([['pickup'], ['pickup']]);
});
