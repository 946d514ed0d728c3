import {
  IMAGE_UPLOAD_TEXT,
  imageUploadMachine,
  pictureProblem,
  type ImageUploadEvent,
} from '../../machines/admin/image-upload.machine';
import type { UploadedImage } from '../../src/domain/image-upload';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of pictures dropped on a back-office image field (issue 16): only JPEG, PNG and WebP within 15 MB are
// sent, one at a time; a refusal, before sending or by the server, names the file and the upload goes on.

const PHOTO = { name: 'крем.jpg', size: 200_000, type: 'image/jpeg' };
const SECOND = { name: 'тюбик.png', size: 300_000, type: 'image/png' };
const SVG = { name: 'logo.svg', size: 1_000, type: 'image/svg+xml' };
const HUGE = { name: 'raw.webp', size: 16 * 1024 * 1024, type: 'image/webp' };
const IMAGE: UploadedImage = {
  path: 'catalog/upload/a.jpg',
  url: '/image/catalog/upload/a.jpg',
  width: 800,
  height: 600,
};
const REFUSED = new Error('Изображение не удалось прочитать');
const ev = (event: ImageUploadEvent) => event;

await describePathTests(imageUploadMachine, {
  events: {
    'upload.files': [
      ev({ type: 'upload.files', files: [PHOTO, SVG] }),
      ev({ type: 'upload.files', files: [PHOTO, SECOND] }),
      ev({ type: 'upload.files', files: [HUGE] }),
    ],
    'upload.dismiss': [ev({ type: 'upload.dismiss' })],
  },
  actors: { uploadImage: { done: [IMAGE], error: [REFUSED] } },
  states: {
    idle: ({ context }) => {
      expect(context.queue).toEqual([]);
      for (const error of context.errors) expect(error).toMatch(/^«[^»]+»: /);
    },
    uploading: ({ context, invoked }) => {
      expect(context.queue.length).toBeGreaterThan(0);
      // What is sent passed the checks: never the SVG or the file over the limit.
      expect(pictureProblem(context.queue[0])).toBeNull();
      expect(invoked.uploadImage.at(-1)).toEqual(context.queue[0]);
      expect(context.done).toBeLessThan(context.total);
    },
  },
});

describe('image upload examples', () => {
  it('refuses an SVG and a file over the limit at once, without a request, and sends the photo', async () => {
    const run = await startScenario(imageUploadMachine);
    await run.send({ type: 'upload.files', files: [SVG, HUGE, PHOTO] });
    expect(run.context.errors).toEqual([IMAGE_UPLOAD_TEXT.type('logo.svg'), IMAGE_UPLOAD_TEXT.size('raw.webp')]);
    expect(run.invoked.uploadImage).toEqual([PHOTO]);
    expect(run.context).toMatchObject({ done: 0, total: 1 });
  });

  it('sends the files one after another, takes no more meanwhile, and goes on after a refusal', async () => {
    const run = await startScenario(imageUploadMachine);
    await run.send({ type: 'upload.files', files: [PHOTO, SECOND] });
    await run.send({ type: 'upload.files', files: [HUGE] });
    expect(run.context).toMatchObject({ total: 2, errors: [] });
    await run.fail('uploadImage', REFUSED);
    expect(run.context.errors).toEqual([`«крем.jpg»: ${REFUSED.message}`]);
    expect(run.invoked.uploadImage).toEqual([PHOTO, SECOND]);
    await run.done('uploadImage', IMAGE);
    expect(run.value).toBe('idle');
    expect(run.context).toMatchObject({ done: 2, total: 2, queue: [] });
    // The next drop starts a new count and a clean list.
    await run.send({ type: 'upload.files', files: [PHOTO] });
    expect(run.context).toMatchObject({ done: 0, total: 1, errors: [] });
    await run.done('uploadImage', IMAGE);
    expect(run.actions.uploaded).toHaveBeenCalledTimes(2);
  });
});
