import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../src/web/ui/theme';
import { Toaster, toaster, toastError, toastSuccess } from '../../src/web/ui/toaster';

afterEach(() => {
  act(() => void toaster.remove());
});

function renderToaster() {
  render(
    <ChakraProvider value={system}>
      <Toaster />
    </ChakraProvider>,
  );
}

describe('toasts', () => {
  it('shows one error toast at a time: a new error replaces the text of the one shown', async () => {
    renderToaster();
    act(() => toastError('Ошибка получения товара'));
    expect(await screen.findByText('Ошибка получения товара')).toBeInTheDocument();
    act(() => toastError('Ошибка получения категорий'));
    expect(await screen.findByText('Ошибка получения категорий')).toBeInTheDocument();
    expect(screen.queryByText('Ошибка получения товара')).toBeNull();
  });

  it('shows a success toast beside an error toast', async () => {
    renderToaster();
    act(() => {
      toastError('Не удалось получить отзывы');
      toastSuccess('Добавлено в корзину');
    });
    expect(await screen.findByText('Не удалось получить отзывы')).toBeInTheDocument();
    expect(await screen.findByText('Добавлено в корзину')).toBeInTheDocument();
  });

  it('queues toasts beyond the limit', async () => {
    renderToaster();
    act(() => {
      for (const n of [1, 2, 3, 4]) toaster.create({ title: `Сообщение ${n}`, type: 'info' });
    });
    expect(await screen.findByText('Сообщение 3')).toBeInTheDocument();
    expect(screen.queryByText('Сообщение 4')).toBeNull();
  });
});
