import { assertEvent, assign, setup } from 'xstate';
import { ADMIN_IMAGE_MAX_MB, ADMIN_IMAGE_TYPES, type UploadedImage } from '../../src/domain/image-upload';
import { notProvided } from '../not-provided';
import { errorText } from '../error-text';

/**
 * Pictures dropped on (or chosen in) a back-office image field (issue 16): what is not a JPEG, PNG or WebP, or is over
 * the upload's limit, is refused at once with its name and the reason, without a request; the rest go to the server
 * one after another, while the field says so and takes no more files. Each uploaded picture is handed to the form
 * (`uploaded`); a refusal by the server is listed with the file's name and the upload goes on with the next.
 */

/** A file as the browser gives it (a File has these). */
export interface PictureFile {
  name: string;
  size: number;
  type: string;
}

export interface ImageUploadContext {
  queue: PictureFile[];
  /** Uploaded in this run, and how many the run had: 'Загружаем 2 из 3'. */
  done: number;
  total: number;
  errors: string[];
}

export type ImageUploadEvent = { type: 'upload.files'; files: PictureFile[] } | { type: 'upload.dismiss' };

export const IMAGE_UPLOAD_TEXT = {
  type: (name: string) => `«${name}»: загрузите изображение JPEG, PNG или WebP`,
  size: (name: string) => `«${name}»: файл больше ${ADMIN_IMAGE_MAX_MB} МБ`,
  failed: (name: string, why: string) => `«${name}»: ${why}`,
  retry: 'не удалось загрузить, попробуйте ещё раз',
} as const;

/** Why a file is refused before sending, or null. */
export function pictureProblem(file: PictureFile): string | null {
  if (!(ADMIN_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_UPLOAD_TEXT.type(file.name);
  if (file.size > ADMIN_IMAGE_MAX_MB * 1024 * 1024) return IMAGE_UPLOAD_TEXT.size(file.name);
  return null;
}

export const imageUploadMachine = setup({
  types: {
    context: {} as ImageUploadContext,
    events: {} as ImageUploadEvent,
  },
  actors: {
    uploadImage: notProvided<UploadedImage, PictureFile>('uploadImage'),
  },
  actions: {
    /** The form takes the picture (provided by the field's owner). */
    uploaded: (_, _image: UploadedImage) => {},
    take: assign(({ event }) => {
      assertEvent(event, 'upload.files');
      const accepted = event.files.filter((file) => pictureProblem(file) === null);
      const refused = event.files.map(pictureProblem).filter((problem) => problem !== null);
      return { queue: accepted, done: 0, total: accepted.length, errors: refused };
    }),
    next: assign(({ context }) => ({ queue: context.queue.slice(1), done: context.done + 1 })),
  },
  guards: {
    queued: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'imageUpload',
  context: { queue: [], done: 0, total: 0, errors: [] },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'upload.files': { target: 'checking', actions: 'take' },
        'upload.dismiss': { actions: assign({ errors: [] }) },
      },
    },
    checking: {
      always: [{ guard: 'queued', target: 'uploading' }, { target: 'idle' }],
    },
    uploading: {
      invoke: {
        src: 'uploadImage',
        input: ({ context }) => context.queue[0],
        onDone: {
          target: 'checking',
          actions: [{ type: 'uploaded', params: ({ event }) => event.output }, 'next'],
        },
        onError: {
          target: 'checking',
          actions: [
            assign({
              errors: ({ context, event }) => [
                ...context.errors,
                IMAGE_UPLOAD_TEXT.failed(context.queue[0].name, errorText(event.error, IMAGE_UPLOAD_TEXT.retry)),
              ],
            }),
            'next',
          ],
        },
      },
    },
  },
});
