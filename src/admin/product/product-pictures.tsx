import { Box, Button, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ProductPicture } from '../../domain/product-editor';
import { ImageUpload } from '../ui/image-upload';
import { TextField } from '../ui/form-parts';

/** A picture list with the addresses it is shown from (both in the same order; the first is the main one). */
export interface PictureList {
  pictures: ProductPicture[];
  urls: string[];
}

/** `list` with the picture at `from` moved to `to`. */
export function movePicture(list: PictureList, from: number, to: number): PictureList {
  const move = <T,>(items: T[]) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    return next;
  };
  return { pictures: move(list.pictures), urls: move(list.urls) };
}

/**
 * A product's pictures (issue 16): uploaded by dropping or choosing files, reordered by dragging or with 'Выше' and
 * 'Ниже' (the keyboard's way), the first one the main picture ('Сделать главным'), each with its text for screen
 * readers and search engines, removed with 'Убрать' (the file is deleted a day after no product uses it).
 */
export function ProductPictures({
  list,
  problem,
  onChange,
}: {
  list: PictureList;
  problem?: string;
  onChange: (next: PictureList) => void;
}) {
  // The picture being dragged: how the list looks while dragging, nothing more.
  const [dragged, setDragged] = useState<number | null>(null);
  const { pictures, urls } = list;
  const setAlt = (index: number, alt: string) =>
    onChange({ pictures: pictures.map((p, i) => (i === index ? { ...p, alt } : p)), urls });
  const remove = (index: number) =>
    onChange({ pictures: pictures.filter((_, i) => i !== index), urls: urls.filter((_, i) => i !== index) });

  return (
    <Stack gap="3">
      {pictures.length > 0 ? (
        <Stack as="ol" listStyleType="none" gap="3" aria-label="Изображения товара">
          {pictures.map((picture, index) => {
            const name = index === 0 ? 'главное изображение' : `изображение ${index + 1}`;
            return (
              <Flex
                as="li"
                key={picture.path}
                draggable
                onDragStart={() => setDragged(index)}
                onDragEnd={() => setDragged(null)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragged !== null && dragged !== index) onChange(movePicture(list, dragged, index));
                  setDragged(null);
                }}
                gap="3"
                align="start"
                wrap={{ base: 'wrap', md: 'nowrap' }}
                p="3"
                borderWidth="1px"
                borderColor={dragged === index ? 'brand.solid' : 'border'}
                borderRadius="l2"
                bg="bg.panel"
                cursor="grab"
              >
                <Image
                  src={urls[index]}
                  alt={picture.alt || `${index === 0 ? 'Главное изображение' : `Изображение ${index + 1}`}`}
                  boxSize="20"
                  objectFit="contain"
                  bg="bg.subtle"
                  borderRadius="l1"
                  flexShrink={0}
                />
                <Stack gap="2" flex="1" minW="48">
                  <Text fontSize="sm" fontWeight="medium">
                    {index === 0 ? 'Главное' : `№ ${index + 1}`}
                  </Text>
                  <TextField
                    label={`Описание: ${name}`}
                    value={picture.alt}
                    maxLength={255}
                    size="sm"
                    helper="Для незрячих и поисковиков. Пусто — название товара."
                    onChange={(e) => setAlt(index, e.target.value)}
                  />
                  <Flex gap="2" wrap="wrap">
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={index === 0}
                      aria-label={`Выше: ${name}`}
                      onClick={() => onChange(movePicture(list, index, index - 1))}
                    >
                      Выше
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={index === pictures.length - 1}
                      aria-label={`Ниже: ${name}`}
                      onClick={() => onChange(movePicture(list, index, index + 1))}
                    >
                      Ниже
                    </Button>
                    {index > 0 ? (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Сделать главным: ${name}`}
                        onClick={() => onChange(movePicture(list, index, 0))}
                      >
                        Сделать главным
                      </Button>
                    ) : null}
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Убрать: ${name}`}
                      onClick={() => remove(index)}
                    >
                      Убрать
                    </Button>
                  </Flex>
                </Stack>
              </Flex>
            );
          })}
        </Stack>
      ) : (
        <Text color="fg.muted">Изображений нет: в магазине будет заглушка.</Text>
      )}
      {problem ? (
        <Box role="alert" color="fg.error" fontSize="sm">
          {problem}
        </Box>
      ) : null}
      <ImageUpload
        label="Добавить изображения"
        multiple
        onUploaded={(image) =>
          onChange({ pictures: [...pictures, { path: image.path, alt: '' }], urls: [...urls, image.url] })
        }
      />
    </Stack>
  );
}
