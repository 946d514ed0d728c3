import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storefrontSystem } from '../../src/web/ui/theme';
import { Toaster, toaster, toastError, toastSuccess } from '../../src/web/ui/toaster';

afterEach(() => {
  act(() => void toaster.remove());
  vi.useRealTimers();
});

function renderToaster() {
  render(
    <ChakraProvider value={storefrontSystem()}>
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

  it('gives a new text its whole 3000 ms, also when it replaces a toast about to close', async () => {
    // Zag's toasts time themselves with animation frames.
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
    renderToaster();
    await act(async () => toastSuccess('Вы успешно авторизовались!'));
    await wait(2900);
    expect(screen.getByText('Вы успешно авторизовались!')).toBeInTheDocument();
    await act(async () => toastSuccess('Информация сохранена'));
    await wait(2500);
    expect(screen.queryByText('Вы успешно авторизовались!')).toBeNull();
    expect(screen.getByText('Информация сохранена')).toBeInTheDocument();
    await wait(1000);
    expect(screen.queryByText('Информация сохранена')).toBeNull();
  });

  it('shows a toast made before the toaster is on the page (its list is built when the first toast comes)', async () => {
    act(() => toastSuccess('Добавлено в корзину'));
    renderToaster();
    expect(await screen.findByText('Добавлено в корзину')).toBeInTheDocument();
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
