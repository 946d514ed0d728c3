import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT } from '../../machines/admin/rich-text.machine';
import { RichTextEditor } from '../../src/admin/ui/rich-text-editor';
import { ok } from './helpers/fake-backend';
import { renderComponent } from './helpers/render-component';

// The back office's rich-text field (issue 16): a labelled editor with a toolbar of named buttons, a video only from
// YouTube or VK (kept as the player's frame), and 'Предпросмотр' showing the server's HTML of the text.

/** The editor as a form holds it, with what it last reported. */
function Holder({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Текст"
      value={value}
      onChange={(html) => {
        seen.push(html);
        setValue(html);
      }}
    />
  );
}

describe('RichTextEditor', () => {
  it('is named by its visible label and offers its tools by name', async () => {
    await renderComponent(<Holder initial="<p>Было</p>" seen={[]} />);
    const text = await screen.findByRole('textbox', { name: 'Текст' });
    expect(text).toHaveTextContent('Было');
    const toolbar = screen.getByRole('toolbar', { name: 'Оформление: Текст' });
    for (const name of ['Жирный', 'Курсив', 'Заголовок', 'Список', 'Ссылка', 'Видео', 'Предпросмотр']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('puts in a video from YouTube as its player, and refuses another site', async () => {
    const seen: string[] = [];
    const { user } = await renderComponent(<Holder initial="<p>Было</p>" seen={seen} />);
    await user.click(await screen.findByRole('button', { name: 'Видео' }));
    const field = screen.getByRole('textbox', { name: 'Ссылка на видео' });
    await user.type(field, 'https://rutube.ru/video/1/');
    await user.click(screen.getByRole('button', { name: 'Вставить видео' }));
    expect(await screen.findByText(RICH_TEXT.videoInvalid)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Вставить видео' }));
    await waitFor(() =>
      expect(seen.at(-1)).toContain(
        '<iframe width="560" height="315" title="Видео" frameborder="0" allowfullscreen="true" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ">',
      ),
    );
    expect(screen.queryByRole('textbox', { name: 'Ссылка на видео' })).not.toBeInTheDocument();
    expect(screen.getByText('Видео: https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBeInTheDocument();
  });

  it('shows in the preview what the server says the shop will show, then goes back to writing', async () => {
    const asked: unknown[] = [];
    const { user } = await renderComponent(<Holder initial="<p>Текст<script>alert(1)</script></p>" seen={[]} />, {
      'POST /admin/api/content/preview': (config) => {
        asked.push(JSON.parse(String(config.data)));
        return ok({ html: '<p>Текст, как в магазине</p>' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Предпросмотр' }));
    const region = await screen.findByRole('region', { name: 'Предпросмотр' });
    expect(region).toHaveTextContent('Текст, как в магазине');
    // The text as the form will save it: the server's policy, not the browser, decides what of it the shop shows.
    expect(asked).toEqual([{ html: '<p>Текст<script>alert(1)</script></p>', kind: 'article' }]);
    expect(screen.getByRole('button', { name: 'Жирный' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Редактировать' }));
    expect(screen.queryByRole('region', { name: 'Предпросмотр' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Текст' })).toBeVisible();
  });
});
