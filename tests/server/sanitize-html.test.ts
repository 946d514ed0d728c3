import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/server/content/sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts and event handlers', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Текст<script>alert(1)</script></p><img src="x.svg" onerror="steal()">',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|steal|alert/);
    expect(clean).toContain('<p>Текст</p>');
  });

  it('removes javascript: and data: links', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">раз</a><a href="data:text/html,x">два</a><img src="data:image/svg+xml,x">',
    );
    expect(clean).not.toMatch(/javascript|data:/);
    expect(clean).toContain('раз');
  });

  it('keeps what a content page needs', () => {
    const html =
      '<h2>Применение</h2><p><strong>Важно:</strong> <em>наносить</em> на <a href="/dokumenty" title="Доставка">чистую</a> кожу.</p>' +
      '<ul><li>утром</li><li>вечером</li></ul><ol><li>шаг</li></ol><img src="/image/catalog/a.svg" alt="Крем" width="600" height="600" />' +
      '<table><tbody><tr><td colspan="2">Объём</td></tr></tbody></table><a href="mailto:info@example.ru">почта</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps video frames from YouTube and VK only', () => {
    const youtube =
      '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" allowfullscreen></iframe>';
    expect(sanitizeHtml(youtube)).toContain('src="https://www.youtube.com/embed/abc"');
    expect(sanitizeHtml('<iframe src="https://evil.example/x"></iframe>')).not.toContain('evil.example');
  });

  it('drops inline styles and forms', () => {
    const clean = sanitizeHtml(
      '<p style="position:fixed">a</p><form action="/x"><input name="p"></form><style>p{}</style>',
    );
    expect(clean).toBe('<p>a</p>');
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://example.ru" target="_blank">сайт</a>')).toBe(
      '<a href="https://example.ru" target="_blank" rel="noopener noreferrer">сайт</a>',
    );
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
