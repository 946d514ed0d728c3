import {
  dateDdMmYyyy,
  decodeEntities,
  imagePathWithSpaces,
  plainText,
  removeQuotEntity,
  reverseDatePart,
  stripHtml,
  truncateWithEllipsis,
} from '../../src/domain/text';

describe('truncateWithEllipsis', () => {
  it.each<[string, number, string]>([
    ['Короткий текст', 125, 'Короткий текст'],
    ['abcdef', 6, 'abcdef'],
    ['abcdefg', 6, 'abcdef...'],
    ['', 5, ''],
    ['😀😀😀', 2, '😀😀...'],
  ])('%j cut at %i → %j', (text, max, expected) => {
    expect(truncateWithEllipsis(text, max)).toBe(expected);
  });

  it('cuts a news description to 125 characters plus three dots', () => {
    const description = 'я'.repeat(200);
    const cut = truncateWithEllipsis(description, 125);
    expect(cut).toBe(`${'я'.repeat(125)}...`);
    expect(cut).toHaveLength(128);
  });
});

describe('stripHtml (cart totals titles)', () => {
  it.each<[string, string]>([
    ['Итого', 'Итого'],
    ['Сумма <b>без</b> доставки:', 'Сумма без доставки:'],
    ['<span class="t">Доставка&nbsp;(СДЭК)</span>', 'Доставка\u00a0(СДЭК)'],
    ['Скидка &laquo;30%&raquo; &amp; подарок', 'Скидка «30%» & подарок'],
    ['Итого<br/>к оплате', 'Итого к оплате'],
    ['A &lt;b&gt; tag', 'A <b> tag'],
    ['&amp;lt; stays one level', '&lt; stays one level'],
    ['&#8381; and &#x20BD;', '₽ and ₽'],
    ['&unknown; kept', '&unknown; kept'],
    ['<script>alert(1)</script>Итого', 'Итого'],
    ['<!-- note -->Итого', 'Итого'],
    ['  Итого \n  <i>всего</i>  ', 'Итого всего'],
    ['1 < 2 and 3 > 2', '1 < 2 and 3 > 2'],
  ])('%j → %j', (html, expected) => {
    expect(stripHtml(html)).toBe(expected);
  });

  it('decodes quotes and apostrophes', () => {
    expect(decodeEntities('&quot;Крем&quot; &#39;Люкс&#39; &apos;')).toBe("\"Крем\" 'Люкс' '");
  });
});

describe('plainText (descriptions: quick view, the market feed, structured data)', () => {
  it('keeps words of neighbouring blocks apart', () => {
    expect(plainText('<p>Первый абзац.</p><p><strong>Действие:</strong></p><ul><li>раз</li><li>два</li></ul>')).toBe(
      'Первый абзац. Действие: раз два',
    );
    expect(plainText('<h2>Состав</h2><table><tr><td>вода</td><td>глицерин</td></tr></table>')).toBe(
      'Состав вода глицерин',
    );
  });

  it('is empty for nothing', () => {
    expect(plainText(null)).toBe('');
    expect(plainText('<p></p>')).toBe('');
  });
});

describe('news and banner helpers', () => {
  it.each<[string, string]>([
    ['Новинка &quot;Крем&quot;', 'Новинка Крем'],
    ['Без кавычек', 'Без кавычек'],
    ['&amp;quot; is left alone', '&amp;quot; is left alone'],
    ['&quot;&quot;', ''],
  ])('removeQuotEntity(%j) → %j', (title, expected) => {
    expect(removeQuotEntity(title)).toBe(expected);
  });

  it.each<[string, string]>([
    ['catalog/banners/my banner 1.jpg', 'catalog/banners/my%20banner%201.jpg'],
    ['catalog/plain.jpg', 'catalog/plain.jpg'],
  ])('imagePathWithSpaces(%j) → %j', (path, expected) => {
    expect(imagePathWithSpaces(path)).toBe(expected);
  });
});

describe('dates', () => {
  it.each<[string, string]>([
    ['2024-05-03 10:00:00', '03.05.2024'],
    ['2019-12-31', '31.12.2019'],
    ['not a date', 'not a date'],
  ])('dateDdMmYyyy(%j) → %j', (value, expected) => {
    expect(dateDdMmYyyy(value)).toBe(expected);
  });

  it.each<[string, string]>([
    ['2024-05-03 10:00:00', '03-05-2024 10:00:00'],
    ['2024-05-03', '03-05-2024'],
    ['03.05.2024', '03.05.2024'],
  ])('reverseDatePart(%j) → %j', (value, expected) => {
    expect(reverseDatePart(value)).toBe(expected);
  });
});
