import { Box, type BoxProps } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** HTML from the back end (settings texts, descriptions), sanitised before it reaches the page (docs/architecture.md). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

type SafeHtmlProps = { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>;

export function SafeHtml({ html, ...props }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
