import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadedImage } from '../../src/domain/image-upload';
import { ImageUpload } from '../../src/admin/ui/image-upload';
import { fail, ok } from './helpers/fake-backend';
import { renderComponent } from './helpers/render-component';

// A back-office picture field (issue 16): files chosen (or dropped) are checked, uploaded one by one, handed to the
// form; what is refused is named with the file.

const IMAGE = (n: number): UploadedImage => ({
  path: `catalog/upload/${n}.jpg`,
  url: `/image/catalog/upload/${n}.jpg?v=1&size=800x600`,
  width: 800,
  height: 600,
});
const photo = (name: string, type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('ImageUpload', () => {
  it('uploads each chosen picture and hands it to the form, refusing an SVG without sending it', async () => {
    const got: UploadedImage[] = [];
    let n = 0;
    const { user, calls } = await renderComponent(
      <ImageUpload label="Изображения товара" multiple onUploaded={(image) => got.push(image)} />,
      { 'POST /admin/api/images': () => ok(IMAGE(++n)) },
    );
    const field = screen.getByLabelText('Изображения товара');
    expect(screen.getByRole('button', { name: 'Выбрать файлы' })).toBeInTheDocument();
    await user.upload(field, [photo('крем.jpg'), photo('тюбик.png', 'image/png')]);
    await waitFor(() =>
      expect(got.map((image) => image.path)).toEqual(['catalog/upload/1.jpg', 'catalog/upload/2.jpg']),
    );
    expect(calls.filter((call) => call === 'POST /admin/api/images')).toHaveLength(2);

    // user.upload follows the input's accept list, as a browser's picker does; a drop does not: fire it directly.
    const zone = screen.getByRole('group', { name: 'Перетащите сюда: Изображения товара' });
    fireEvent.drop(zone, { dataTransfer: { files: [photo('logo.svg', 'image/svg+xml')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('«logo.svg»: загрузите изображение JPEG, PNG или WebP');
    expect(calls.filter((call) => call === 'POST /admin/api/images')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Скрыть ошибки загрузки' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("names a picture the server refused, with the server's words, and takes the next", async () => {
    const got: UploadedImage[] = [];
    const { user } = await renderComponent(
      <ImageUpload label="Изображение" onUploaded={(image) => got.push(image)} />,
      {
        'POST /admin/api/images': fail(415, 'Изображение не удалось прочитать'),
      },
    );
    await user.upload(screen.getByLabelText('Изображение'), photo('битый.jpg'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('«битый.jpg»: Изображение не удалось прочитать')).toBeInTheDocument();
    expect(got).toEqual([]);
    // The field takes a file again.
    expect(screen.getByRole('button', { name: 'Выбрать файл' })).toBeEnabled();
  });
});
