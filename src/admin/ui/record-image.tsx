import { Box, Button, HStack, Image, Stack } from '@chakra-ui/react';
import type { UploadedImage } from '../../domain/image-upload';
import { ImageUpload } from './image-upload';

/**
 * A record's one picture (a news item's, an article's, a seminar's, a category's): the one it has (with 'Убрать изображение'), and the
 * shared upload field for a new one.
 */
export function RecordImage({
  url,
  onUploaded,
  onRemove,
}: {
  url: string;
  onUploaded: (image: UploadedImage) => void;
  onRemove: () => void;
}) {
  return (
    <Stack gap="2">
      {url ? (
        <HStack gap="3" align="end" wrap="wrap">
          <Box borderWidth="1px" borderRadius="l2" overflow="hidden" maxW="60">
            <Image src={url} alt="Изображение сейчас" maxH="40" objectFit="contain" />
          </Box>
          <Button size="sm" variant="outline" onClick={onRemove}>
            Убрать изображение
          </Button>
        </HStack>
      ) : null}
      <ImageUpload label={url ? 'Заменить изображение' : 'Изображение'} onUploaded={onUploaded} />
    </Stack>
  );
}
