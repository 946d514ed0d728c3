import sanitize from 'sanitize-html';
import { PLAYER_HOSTS } from '../../domain/video-embed';

/**
 * The shop's one HTML policy (docs/decisions/0010-html-sanitised-once-on-the-server.md): every HTML field the API
 * serves (product descriptions, news, blog, information pages, seminar texts, settings texts) passes through
 * `sanitizeHtml` when it is served, whatever the database holds, and the storefront renders the result as it is.
 * Allows what a content page needs; drops scripts, styles, event handlers, forms and javascript:/data: links.
 */

/** The formatting every HTML field may use. */
const TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'span',
  'div',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
];

const ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  '*': ['class'],
};

/** Video embeds in articles and pages: only the players the product page uses. */
const FRAME_ATTRIBUTES = ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'];
const FRAME_HOSTS = [...PLAYER_HOSTS];

function policy(frames: boolean): sanitize.IOptions {
  return {
    allowedTags: frames ? [...TAGS, 'iframe'] : TAGS,
    allowedAttributes: frames ? { ...ATTRIBUTES, iframe: FRAME_ATTRIBUTES } : ATTRIBUTES,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: frames ? FRAME_HOSTS : [],
    // A frame whose address was refused would stay as an empty box: it goes. A kept frame shows its player, never
    // its content, which a browser reads as raw text: that text goes too (else each pass would escape it again).
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
    textFilter: (text, tagName) => (tagName === 'iframe' ? '' : text),
    disallowedTagsMode: 'discard',
    transformTags: {
      // A link that opens a new tab gets no handle on the shop's window, nor its address.
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  };
}

const WITH_FRAMES = policy(true);
const WITHOUT_FRAMES = policy(false);

export interface HtmlPolicyOptions {
  /**
   * Video frames from the players above (default true). Product descriptions pass false: a product's videos are
   * their own field (product §3 "videos (href)"), so a frame in its description is dropped.
   */
  frames?: boolean;
}

/** Sanitised HTML of a stored text; nothing gives ''. */
export function sanitizeHtml(html: string | null | undefined, options: HtmlPolicyOptions = {}): string {
  if (!html) return '';
  return sanitize(html, options.frames === false ? WITHOUT_FRAMES : WITH_FRAMES);
}
