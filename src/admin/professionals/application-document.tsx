import { Box, Image, Link, Stack, Text } from '@chakra-ui/react';
import type { ProfessionalApplication } from '../../contract/admin-customers';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} КБ`;

/**
 * The diploma or client card the customer uploaded, where the member decides: an image inline, any file behind
 * 'Открыть документ', which opens it in a tab of its own (where Chromium's PDF viewer shows a PDF). A PDF has no
 * preview in the row: the back office's security policy (frame-src without the shop, object-src 'none') blocks an
 * <iframe> or <object> of the shop's own addresses, as Chromium was seen to do.
 */
export function ApplicationDocument({ application }: { application: ProfessionalApplication }) {
  const { document } = application;
  if (!document) return <Text color="fg.muted">Документ не загружен</Text>;
  const name = `${application.firstname} ${application.lastname}`.trim() || application.email;
  const open = (
    <Link href={document.url} target="_blank" rel="noopener" color="brand.fg" fontSize="sm">
      Открыть документ<Box as="span" srOnly>{` ${name} (в новой вкладке)`}</Box>
    </Link>
  );
  return (
    <Stack gap="1" align="start">
      {document.mime.startsWith('image/') ? (
        <Image
          src={document.url}
          alt={`Документ: ${name}`}
          maxW="12rem"
          maxH="9rem"
          objectFit="contain"
          borderWidth="1px"
          borderRadius="l1"
          bg="bg.muted"
        />
      ) : null}
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        {document.filename}, {kilobytes(document.size)}
      </Text>
      {open}
    </Stack>
  );
}
