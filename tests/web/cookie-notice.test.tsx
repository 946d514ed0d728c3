import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, setting } from './helpers/fake-backend';
import { COOKIE_TEXT, renderShop, RETURNING } from './helpers/render-shop';

const notice = () => screen.queryByRole('region', { name: 'Уведомление об использовании cookie' });

/** Waits until the shell has asked for setting 3 and the footer (which starts with it) has shown its text. */
async function settled(calls: string[]) {
  await screen.findByText(/ОГРН/);
  await waitFor(() => expect(calls).toContain('POST /back/setting/get/3'));
}

describe('the cookie notice', () => {
  it('shows the text of setting 3; «Ок» hides it and stores the acceptance', async () => {
    const { user } = await renderShop({ storage: RETURNING });
    const region = await screen.findByRole('region', { name: 'Уведомление об использовании cookie' });
    expect(within(region).getByText(COOKIE_TEXT)).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Ок' }));
    expect(notice()).toBeNull();
    expect(localStorage.getItem('cookie-warning')).toBe('true');
  });

  it('closes with «Закрыть» for this visit without storing acceptance', async () => {
    const { user } = await renderShop({ storage: RETURNING });
    const region = await screen.findByRole('region', { name: 'Уведомление об использовании cookie' });
    await user.click(within(region).getByRole('button', { name: 'Закрыть' }));
    expect(notice()).toBeNull();
    expect(localStorage.getItem('cookie-warning')).toBeNull();
  });

  it('stays hidden once accepted, without asking for the text', async () => {
    const { calls } = await renderShop({ storage: { ...RETURNING, 'cookie-warning': 'true' } });
    await screen.findByText(/ОГРН/);
    expect(notice()).toBeNull();
    expect(calls).not.toContain('POST /back/setting/get/3');
  });

  it.each(['', '  ', '<p>&nbsp;</p>'])('stays hidden when the text is empty (%j)', async (text) => {
    const { calls } = await renderShop({ storage: RETURNING, backend: { 'POST /back/setting/get/3': setting(text) } });
    await settled(calls);
    expect(notice()).toBeNull();
  });

  it('stays hidden when the text cannot be loaded, and only logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = await renderShop({
      storage: RETURNING,
      backend: { 'POST /back/setting/get/3': fail(500, 'Ошибка базы данных') },
    });
    await settled(calls);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(notice()).toBeNull();
    expect(screen.queryByText('Произошла ошибка back-end, обратитесь к разработчику сайта.')).toBeNull();
    log.mockRestore();
  });

  it('forgets the acceptance on Ctrl+F5', async () => {
    await renderShop({ storage: { ...RETURNING, 'cookie-warning': 'true' } });
    await screen.findByText(/ОГРН/);
    fireEvent.keyDown(window, { key: 'F5', ctrlKey: true });
    expect(localStorage.getItem('cookie-warning')).toBeNull();
  });
});
