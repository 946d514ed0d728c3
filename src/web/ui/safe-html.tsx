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
