import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_EDITOR_TEXT } from '../../src/domain/product-editor';
import { ok } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// The back office's record forms (issue 16, accessibility): when 'Сохранить' finds problems, the focus moves to the
// first field marked wrong (not merely the first field), so a keyboard or screen-reader user lands where fixing starts.

describe('a record form that finds problems', () => {
  it('moves the focus to the product’s first wrong field, then to the next one still wrong', async () => {
    const { user } = await renderAdmin(
      '/products/new',
      { 'GET /admin/api/products/editor-options': ok({ categories: [] }) },
      'editor',
    );
    const save = await screen.findByRole('button', { name: 'Сохранить' });
    await user.click(save);
    expect(await screen.findByText(PRODUCT_EDITOR_TEXT.nameMissing)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Название/ })).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: /^Название/ }), 'Маска альгинатная');
    await user.click(save);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Цена, ₽/ })).toHaveFocus());
    expect(screen.getByText(PRODUCT_EDITOR_TEXT.price)).toBeInTheDocument();
  });

  it('moves the focus to a news item’s missing title', async () => {
    const { user } = await renderAdmin('/news/new', {}, 'editor');
    expect(await screen.findByRole('heading', { name: 'Новая новость' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Адрес страницы' }), 'leto');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Укажите заголовок')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Заголовок' })).toHaveFocus());
  });
});
