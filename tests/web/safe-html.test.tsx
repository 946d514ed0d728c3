import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '../../src/web/ui/safe-html';
import { renderComponent } from './helpers/render-component';

// SafeHtml renders an HTML field of the API as it arrives: the server has sanitised it already, with the one policy
// tested where it runs (tests/server/html-policy.test.ts, tests/server/html-served.test.ts).

describe('SafeHtml', () => {
  it("renders the server's HTML as it is", async () => {
    const html =
      '<h2>Доставка</h2><p class="lead">По России <strong>СДЭК</strong></p><ul><li>Москва</li></ul>' +
      '<a href="https://example.ru" target="_blank" rel="noopener noreferrer">сайт</a>';
    await renderComponent(<SafeHtml html={html} data-testid="box" />);
    const box = screen.getByTestId('box');
    expect(box.innerHTML).toBe(html);
    expect(screen.getByRole('heading', { level: 2, name: 'Доставка' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'сайт' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders nothing for an empty field', async () => {
    await renderComponent(<SafeHtml html="" data-testid="box" />);
    expect(screen.getByTestId('box')).toBeEmptyDOMElement();
  });
});
