import { Box, Button, chakra, CloseButton, Flex, List, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useId, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { imageUploadMachine } from '../../../machines/admin/image-upload.machine';
import { ADMIN_IMAGE_MAX_MB, ADMIN_IMAGE_TYPES, type UploadedImage } from '../../domain/image-upload';
import { inspect } from '../../web/ui/inspect';
import { uploadImage } from '../api/images-api';

/**
 * A back-office field that takes pictures (issue 16): dropped on it, or chosen with 'Выбрать файлы' (the keyboard's
 * way); each is checked and uploaded by the image-upload statechart and handed to the form with `onUploaded`, which
 * decides where it goes (a product's gallery, an article's picture). Refusals are listed with the file's name.
 */
export function ImageUpload({
  label,
  multiple = false,
  onUploaded,
}: {
  label: string;
  multiple?: boolean;
  onUploaded: (image: UploadedImage) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Whether a file is dragged over the field: how it looks, nothing more.
  const [over, setOver] = useState(false);
  // The form's latest handler: each picture of a drop lands in the form as it is after the one before.
  const latest = useRef(onUploaded);
  latest.current = onUploaded;
  const [machine] = useState(() =>
    imageUploadMachine.provide({
      actors: { uploadImage: fromPromise(({ input: file }) => uploadImage(file as File)) },
      actions: { uploaded: (_, image) => latest.current(image) },
    }),
  );
  const [state, send] = useMachine(machine, { inspect });
  const { done, total, errors } = state.context;
  const busy = state.matches('uploading');
  const take = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    send({ type: 'upload.files', files: multiple ? [...files] : [files[0]] });
  };

  return (
    <Stack gap="2">
      <chakra.label htmlFor={inputId} fontWeight="medium" fontSize="sm">
        {label}
      </chakra.label>
      <Box
        role="group"
        aria-label={`Перетащите сюда: ${label}`}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={over ? 'brand.solid' : 'border'}
        bg={over ? 'brand.subtle' : 'bg.subtle'}
        borderRadius="l2"
        p="4"
        onDragOver={(e) => {
          e.preventDefault();
          if (!busy) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          if (!busy) take(e.dataTransfer.files);
        }}
      >
        <Flex gap="3" align="center" wrap="wrap">
          <Button size="sm" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
            {multiple ? 'Выбрать файлы' : 'Выбрать файл'}
          </Button>
          <Text id={hintId} fontSize="sm" color="fg.muted" aria-live="polite">
            {busy
              ? `Загружаем ${done + 1} из ${total}…`
              : `Или перетащите ${multiple ? 'изображения' : 'изображение'} сюда. JPEG, PNG или WebP, до ${ADMIN_IMAGE_MAX_MB} МБ.`}
          </Text>
        </Flex>
        {/* Reached by its label (and by tests); the keyboard uses the button, so it is not a second tab stop. */}
        <chakra.input
          ref={input}
          id={inputId}
          type="file"
          accept={ADMIN_IMAGE_TYPES.join(',')}
          multiple={multiple}
          disabled={busy}
          tabIndex={-1}
          aria-describedby={hintId}
          srOnly
          onChange={(e) => {
            take(e.target.files);
            e.target.value = '';
          }}
        />
      </Box>
      {errors.length > 0 ? (
        <Flex role="alert" gap="2" align="start" color="fg.error" fontSize="sm">
          <List.Root flex="1" ps="4">
            {errors.map((error) => (
              <List.Item key={error}>{error}</List.Item>
            ))}
          </List.Root>
          <CloseButton
            size="2xs"
            aria-label="Скрыть ошибки загрузки"
            onClick={() => send({ type: 'upload.dismiss' })}
          />
        </Flex>
      ) : null}
    </Stack>
  );
}
