import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/server/http/html-policy';

// The shop's one HTML policy, tested where it runs: in Node, on the server (docs/decisions/0010-html-sanitised-once-
// on-the-server.md). Articles, pages and settings texts may embed a video frame; product descriptions may not
// ({ frames: false }). Each case is checked three ways: the exact output; a structural check of that output, written
// apart from the policy, that reads its tags and attributes as a browser's tokenizer would (below); and that
// sanitising the output again changes nothing. The output is what a browser parses: with no raw-text or foreign
// elements left in it (a kept frame loses its content), a browser's tree builder can move what the check saw, never
// make new tags or attributes of it.

const ARTICLE = {};
const DESCRIPTION = { frames: false };

// --- What a browser may safely be given ---------------------------------------------------------------------------

const SAFE_TAGS = new Set(
  (
    'p br hr h1 h2 h3 h4 h5 h6 strong b em i u s sub sup small span div blockquote ul ol li a img figure figcaption ' +
    'table thead tbody tfoot tr th td caption iframe'
  ).split(' '),
);
const SAFE_ATTRIBUTES = new Set(
  (
    'href src title alt width height loading target rel colspan rowspan scope class allow allowfullscreen ' +
    'frameborder'
  ).split(' '),
);
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const WEB_SCHEMES = new Set(['http', 'https']);
const FRAME_HOSTS = new Set(['www.youtube.com', 'www.youtube-nocookie.com', 'vk.com', 'vkvideo.ru']);
/** One tag as the policy writes it: lower-case name, attributes quoted with `<`, `>` and `"` escaped inside. */
const TAG = /<(\/?)([a-z][a-z0-9]*)((?:\s[a-z-]+(?:="[^"<>]*")?)*)\s*\/?>/y;
const ATTRIBUTE = /\s([a-z-]+)(?:="([^"]*)")?/g;

/** What a browser would read from a URL attribute: entities decoded, tabs and newlines gone, leading blanks trimmed. */
function urlOf(value: string): string {
  const decoded = value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  // eslint-disable-next-line no-control-regex
  return decoded.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
}

/** Everything in `html` that a browser could run or that leaves the shop's rules; [] when it is safe. */
function dangers(html: string): string[] {
  const found: string[] = [];
  for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', at + 1)) {
    TAG.lastIndex = at;
    const tag = TAG.exec(html);
    if (!tag) {
      found.push(`a '<' that is no tag at ${at}`);
      continue;
    }
    const [, closing, name, attributeText] = tag;
    if (!SAFE_TAGS.has(name)) found.push(`<${name}>`);
    if (closing) continue;
    const attributes = new Map([...attributeText.matchAll(ATTRIBUTE)].map((m) => [m[1], m[2] ?? ''] as const));
    for (const [attribute, value] of attributes) {
      if (!SAFE_ATTRIBUTES.has(attribute)) found.push(`${name} ${attribute}`);
      if (attribute !== 'href' && attribute !== 'src') continue;
      const url = urlOf(value);
      const scheme = /^([^/?#]*?):/.exec(url)?.[1].toLowerCase();
      if (url.startsWith('//')) found.push(`${name} ${attribute} to another site: ${url}`);
      const schemes = name === 'a' ? LINK_SCHEMES : WEB_SCHEMES;
      if (scheme !== undefined && !schemes.has(scheme)) found.push(`${name} ${attribute} scheme ${scheme}:`);
      if (name === 'iframe' && !(scheme?.startsWith('http') && FRAME_HOSTS.has(new URL(url).hostname)))
        found.push(`iframe src ${url}`);
    }
    if (name === 'iframe' && !attributes.has('src')) found.push('iframe without src');
    if (attributes.get('target') === '_blank' && attributes.get('rel') !== 'noopener noreferrer')
      found.push(`a new tab without rel: ${tag[0]}`);
  }
  return found;
}

function expectSafe(html: string, options: { frames?: boolean }): string {
  const clean = sanitizeHtml(html, options);
  expect(dangers(clean), clean).toEqual([]);
  expect(sanitizeHtml(clean, options), 'sanitising again changes nothing').toBe(clean);
  return clean;
}

describe('the structural check itself', () => {
  it.each([
    ['<script>alert(1)</script>', ['<script>', '<script>']],
    ['<img src="x" onerror="alert(1)">', ['img onerror']],
    ['<a href="java\tscript:alert(1)">x</a>', ['a href scheme javascript:']],
    ['<a href="//evil.example/">x</a>', ['a href to another site: //evil.example/']],
    ['<img src="data:image/png;base64,AA">', ['img src scheme data:']],
    ['<img src="mailto:a@example.ru">', ['img src scheme mailto:']],
    ['<iframe src="https://evil.example/"></iframe>', ['iframe src https://evil.example/']],
    ['<a href="/x" target="_blank">x</a>', ['a new tab without rel: <a href="/x" target="_blank">']],
    ['<p title="a>b">x</p>', ["a '<' that is no tag at 0"]],
  ])('finds the danger in %s', (html, expected) => {
    expect(dangers(html)).toEqual(expected);
  });
});

// --- Hostile input -------------------------------------------------------------------------------------------------

/** [what, input, output for articles and descriptions alike]. */
const HOSTILE: [string, string, string][] = [
  ['a script', '<p>Текст<script>alert(1)</script></p>', '<p>Текст</p>'],
  ['a script split by another', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ['a script inside brackets', '<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
  ['an event handler', '<p onclick="steal()">Текст</p>', '<p>Текст</p>'],
  ['<img src=x onerror>', '<img src=x onerror=alert(1)>', '<img src="x" />'],
  ['an unquoted svg onload', '<svg/onload=alert(1)>', ''],
  ['a script inside svg', '<svg><script>alert(1)</script></svg>', ''],
  ['math with a style', '<math><mi><mglyph><style><img src=x onerror=alert(1)>', ''],
  ['details ontoggle', '<details open ontoggle=alert(1)>', ''],
  ['a javascript: link', '<a href="javascript:alert(1)">раз</a>', '<a>раз</a>'],
  ['a javascript: link in mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['a javascript: link with a tab', '<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
  ['a javascript: link with a leading space', '<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
  [
    'a javascript: link in entities',
    '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
    '<a>x</a>',
  ],
  ['a javascript: link with &colon;', '<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
  ['a vbscript: link', '<a href="vbscript:x">x</a>', '<a>x</a>'],
  ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">два</a>', '<a>два</a>'],
  ['a data: image', '<img src="data:image/svg+xml,x">', '<img />'],
  ['a protocol-relative link', '<a href="//evil.example">x</a>', '<a>x</a>'],
  [
    'srcset',
    '<img src="https://cdn.example/a.png" srcset="javascript:alert(1)">',
    '<img src="https://cdn.example/a.png" />',
  ],
  ['an inline style', '<p style="background:url(javascript:alert(1))">a</p>', '<p>a</p>'],
  ['a style element', '<style>@import "x"</style><p>a</p>', '<p>a</p>'],
  ['a form', '<form action="/x"><input name="p"><button formaction="javascript:alert(1)">b</button></form>', 'b'],
  ['object, embed and base', '<object data="x"></object><embed src="x"><base href="https://evil.example/">', ''],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
  ['ids and data attributes', '<p id="login" data-x="1">a</p>', '<p>a</p>'],
  ['a hidden comment', '<!--<img src=x onerror=alert(1)>-->', ''],
  ['a textarea', '<textarea><img src=x onerror=alert(1)></textarea>', ''],
  ['xmp', '<xmp><img src=x onerror=alert(1)></xmp>', ''],
  ['a title element', '<title><img src=x onerror=alert(1)></title>', '&lt;img src=x onerror=alert(1)&gt;'],
  ['noscript (mutation XSS)', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
  ['svg and style (mutation XSS)', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', '<p></p>'],
  [
    'math, mglyph and a comment in style (mutation XSS)',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
    '<table><img title="--&gt;&lt;/mglyph&gt;&lt;img\tsrc=1\tonerror=alert(1)&gt;" /></table>',
  ],
  [
    'nested forms in math (mutation XSS)',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '',
  ],
  [
    'a tag in an attribute',
    '<a title="</a><img src=x onerror=alert(1)>" href="/x">x</a>',
    '<a title="&lt;/a&gt;&lt;img src=x onerror=alert(1)&gt;" href="/x">x</a>',
  ],
  [
    'a quote in an attribute',
    '<img src="https://cdn.example/a.png" alt="&quot; onerror=&quot;alert(1)">',
    '<img src="https://cdn.example/a.png" alt="&quot; onerror=&quot;alert(1)" />',
  ],
  [
    'a tag in a link',
    '<a href="https://example.ru/?q=<script>">x</a>',
    '<a href="https://example.ru/?q=&lt;script&gt;">x</a>',
  ],
  [
    'a new tab that keeps its opener',
    '<a href="https://example.ru" target="_blank" rel="opener">x</a>',
    '<a href="https://example.ru" target="_blank" rel="noopener noreferrer">x</a>',
  ],
  [
    'unclosed tags',
    '<p>Начало <b>жирно <a href="https://example.ru" target="_blank">ссылка',
    '<p>Начало <b>жирно <a href="https://example.ru" target="_blank" rel="noopener noreferrer">ссылка</a></b></p>',
  ],
];

/** Frames from elsewhere, or made to look like a player's: [what, input]; all go, in articles and descriptions. */
const FOREIGN_FRAMES: [string, string][] = [
  ['a foreign host', '<iframe src="https://evil.example/x"></iframe>'],
  ['a host that starts like YouTube', '<iframe src="https://www.youtube.com.evil.example/embed/a"></iframe>'],
  ['YouTube as a user name', '<iframe src="https://www.youtube.com@evil.example/embed/a"></iframe>'],
  ['a protocol-relative YouTube', '<iframe src="//www.youtube.com/embed/a"></iframe>'],
  ['a javascript: frame', '<iframe src="javascript:alert(1)"></iframe>'],
  ['a relative frame', '<iframe src="/cart"></iframe>'],
  ['a frame without an address', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
];

describe('sanitizeHtml: hostile input', () => {
  it.each(HOSTILE)('%s', (_what, html, expected) => {
    expect(expectSafe(html, ARTICLE)).toBe(expected);
    expect(expectSafe(html, DESCRIPTION)).toBe(expected);
  });

  it.each(FOREIGN_FRAMES)('drops a frame from %s', (_what, html) => {
    expect(expectSafe(html, ARTICLE)).toBe('');
    expect(expectSafe(html, DESCRIPTION)).toBe('');
  });

  it("keeps a player's frame, but not its srcdoc", () => {
    expect(
      expectSafe('<iframe srcdoc="<script>alert(1)</script>" src="https://www.youtube.com/embed/a"></iframe>', ARTICLE),
    ).toBe('<iframe src="https://www.youtube.com/embed/a"></iframe>');
  });

  it("ends a player's frame where a browser does, and drops the frame's content", () => {
    expect(
      expectSafe(
        '<iframe src="https://www.youtube.com/embed/a"><a title="</iframe><img src=x onerror=alert(1)>">x</a></iframe>',
        ARTICLE,
      ),
    ).toBe('<iframe src="https://www.youtube.com/embed/a"></iframe><img src="x" />"&gt;x');
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });

  // Pieces of the attacks above, shuffled: whatever comes in, what goes out passes the structural check, and so does a
  // second pass. (Not always the same as the first: the parser nests what browsers do not, such as <td> in <td> or
  // <a> in <a>, and the second pass reads that output as a browser would.)
  const PIECES = fc.constantFrom(
    '<script>',
    '</script>',
    '<img src=x',
    ' onerror=alert(1)',
    ' src="javascript:alert(1)"',
    ' href="java&#x09;script:x"',
    ' title="',
    ' target=_blank',
    '"',
    "'",
    '>',
    '/>',
    '<',
    '</',
    '<p',
    '</p>',
    '<a href="https://example.ru"',
    '<a',
    '</a>',
    '<svg>',
    '<math>',
    '<mglyph>',
    '<style>',
    '</style>',
    '<noscript>',
    '</noscript>',
    '<textarea>',
    '<table>',
    '<td>',
    '<iframe src="https://www.youtube.com/embed/a">',
    '<iframe src="https://evil.example/">',
    '</iframe>',
    '<!--',
    '-->',
    '<![CDATA[',
    ']]>',
    '&lt;',
    '&#x3C;',
    '&amp;',
    'текст',
    ' ',
    '\t',
  );

  it('gives safe HTML for any mix of attack pieces, also on a second pass', () => {
    fc.assert(
      fc.property(fc.array(PIECES, { maxLength: 30 }), fc.boolean(), (pieces, frames) => {
        const clean = sanitizeHtml(pieces.join(''), { frames });
        expect(dangers(clean), clean).toEqual([]);
        expect(dangers(sanitizeHtml(clean, { frames })), clean).toEqual([]);
      }),
      { numRuns: 3000, seed: 20260510 },
    );
  });
});

// --- What the shop's texts use -------------------------------------------------------------------------------------

describe('sanitizeHtml: allowed input', () => {
  it.each([
    ['paragraphs and emphasis', '<h2>Применение</h2><p><strong>Важно:</strong> <em>наносить</em> на чистую кожу.</p>'],
    ['lists', '<ul><li>утром</li><li>вечером</li></ul><ol><li>шаг</li></ol>'],
    [
      'tables',
      '<table><caption>Состав</caption><thead><tr><th scope="col">Объём</th></tr></thead>' +
        '<tbody><tr><td colspan="2" rowspan="1">50 мл</td></tr></tbody><tfoot><tr><td>итого</td></tr></tfoot></table>',
    ],
    [
      'images',
      '<figure><img src="/image/catalog/a.svg" alt="Крем" width="600" height="600" /><figcaption>Крем</figcaption></figure>',
    ],
    ['site links', '<a href="/dokumenty" title="Доставка">доставка</a>'],
    ['mail and phone links', '<a href="mailto:info@example.ru">почта</a> <a href="tel:+74951204567">телефон</a>'],
    ['classes', '<p class="lead">a</p>'],
    ['entities', '<p>Цена &lt; 100 ₽ &amp; «скидка»</p>'],
  ])('keeps %s', (_what, html) => {
    expect(expectSafe(html, ARTICLE)).toBe(html);
    expect(expectSafe(html, DESCRIPTION)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    expect(expectSafe('<a href="https://example.ru" target="_blank">сайт</a>', ARTICLE)).toBe(
      '<a href="https://example.ru" target="_blank" rel="noopener noreferrer">сайт</a>',
    );
  });

  it.each([
    '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" allowfullscreen></iframe>',
    '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Видео" frameborder="0"></iframe>',
    '<iframe src="https://vk.com/video_ext.php?oid=-1&amp;id=2" allow="autoplay; fullscreen"></iframe>',
    '<iframe src="https://vkvideo.ru/video_ext.php?oid=-1&amp;id=2"></iframe>',
  ])('keeps the player frame %s in articles, not in product descriptions', (html) => {
    expect(expectSafe(`<p>Видео:</p>${html}`, ARTICLE)).toBe(`<p>Видео:</p>${html}`);
    expect(expectSafe(`<p>Видео:</p>${html}`, DESCRIPTION)).toBe('<p>Видео:</p>');
  });
});
