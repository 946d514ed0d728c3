import { Box, type BoxProps } from '@chakra-ui/react';

type SafeHtmlProps = { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>;

/**
 * HTML from the back end (settings texts, descriptions, articles, pages), rendered as it arrives. It is safe because
 * the server sanitises every HTML field it serves with one policy, `src/server/http/html-policy.ts`
 * (docs/architecture.md, docs/decisions/0010-html-sanitised-once-on-the-server.md); the storefront runs no sanitiser
 * of its own. Give it only HTML fields of the API, never text a visitor typed.
 */
export function SafeHtml({ html, ...props }: SafeHtmlProps) {
  return <Box {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Typography of article HTML (news, blog, information pages), also the back office's preview of such a text: a video
 * frame keeps to the column's width.
 */
export const articleHtmlCss = {
  '& p': { mb: '4' },
  '& h2': { fontSize: 'xl', fontWeight: '600', mt: '8', mb: '3' },
  '& h3': { fontSize: 'lg', fontWeight: '600', mt: '6', mb: '2' },
  '& ul, & ol': { ps: '6', mb: '4' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mb: '1' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& img': { maxW: '100%', height: 'auto', borderRadius: 'l3', my: '4' },
  '& table': { width: '100%', borderCollapse: 'collapse', mb: '4' },
  '& td, & th': { borderWidth: '1px', borderColor: 'border', p: '2' },
  '& iframe': { maxW: '100%', my: '4' },
} as const;
