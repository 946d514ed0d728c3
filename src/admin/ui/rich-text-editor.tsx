import { Box, Button, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { richTextMachine, type RichTextForm } from '../../../machines/admin/rich-text.machine';
import type { HtmlKind } from '../../domain/content-kinds';
import { inspect } from '../../web/ui/inspect';
import { articleHtmlCss, SafeHtml } from '../../web/ui/safe-html';
import { previewHtml } from '../api/content-api';
import { FormAlert } from './form-parts';
import { RichTextVideo } from './rich-text-video';

export interface RichTextEditorProps {
  /** The field's visible name ('Текст', 'Описание'); the editable area is named by it. */
  label: string;
  /** The HTML the field holds; a new value from outside (a record loaded) replaces what the editor shows. */
  value: string;
  /** Every edit, as HTML ('' for an empty text). */
  onChange: (html: string) => void;
  /** How the shop serves the text (its preview follows): 'article' by default, 'product' without videos. */
  kind?: HtmlKind;
  /** What is wrong with the text, from the form. */
  problem?: string | null;
}

/** The editor's HTML, '' when nothing is written (TipTap's empty document is '<p></p>'). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

const FORM_LABEL: Record<RichTextForm, { field: string; hint: string; submit: string }> = {
  link: {
    field: 'Адрес ссылки',
    hint: 'https://…, /страница-магазина, mailto:… или tel:…',
    submit: 'Поставить ссылку',
  },
  video: {
    field: 'Ссылка на видео',
    hint: 'YouTube или VK: https://youtu.be/…, https://vk.com/video-…',
    submit: 'Вставить видео',
  },
};

function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant={pressed ? 'solid' : 'ghost'}
      colorPalette={pressed ? 'brand' : 'gray'}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      minW="9"
      px="2"
    >
      {children}
    </Button>
  );
}

/**
 * The back office's rich-text field (issue 16): a TipTap editor with a toolbar of named buttons, the video of
 * YouTube or VK as the frame the shop keeps, and 'Предпросмотр': the text as the storefront will serve it, asked of
 * the server's one HTML policy (POST /admin/api/content/preview) and shown in the storefront's article typography.
 * Its flow (the address forms, the preview) is the statechart rich-text.
 */
export function RichTextEditor({ label, value, onChange, kind = 'article', problem }: RichTextEditorProps) {
  const labelId = useId();
  const problemId = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editorRef = useRef<Editor | null>(null);
  const [machine] = useState(() =>
    richTextMachine.provide({
      actors: { preview: fromPromise(({ input }: { input: { html: string } }) => previewHtml(input.html, kind)) },
      // The chart's effects on the text: the editor does them.
      actions: {
        setLink: (_, { href }) => {
          const chain = editorRef.current?.chain().focus();
          if (!chain || !editorRef.current) return;
          const { empty } = editorRef.current.state.selection;
          // Nothing selected: the address itself becomes the link's text.
          if (empty && !editorRef.current.isActive('link')) {
            chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
          } else chain.extendMarkRange('link').setLink({ href }).run();
        },
        insertVideo: (_, { src }) => {
          editorRef.current?.chain().focus().insertContent({ type: 'video', attrs: { src } }).run();
        },
      },
    }),
  );
  const [state, send] = useMachine(machine, { input: { html: value }, inspect });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: false, HTMLAttributes: { rel: null, target: null } },
      }),
      Image.configure({ inline: true }),
      ...(kind === 'product' ? [] : [RichTextVideo]),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(problem ? { 'aria-invalid': 'true', 'aria-describedby': problemId } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      send({ type: 'text.change', html });
      onChangeRef.current(html);
    },
  });

  editorRef.current = editor;

  // A value from outside (a record loaded, a stale copy reloaded) replaces the text; the editor's own edits come back
  // as the same value and change nothing.
  useEffect(() => {
    if (value !== htmlOf(editor)) {
      editor.commands.setContent(value, { emitUpdate: false });
      send({ type: 'text.change', html: value });
    }
  }, [editor, value, send]);

  const marks = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 2 }),
      subheading: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });

  const { form, address, problem: addressProblem, preview, error } = state.context;
  const previewing = state.hasTag('preview');
  const asking = state.hasTag('form');
  const chain = () => editor.chain().focus();

  return (
    <Field.Root invalid={Boolean(problem)}>
      <Text as="span" id={labelId} fontWeight="medium" textStyle="sm">
        {label}
      </Text>
      <Box borderWidth="1px" borderColor={problem ? 'border.error' : 'border'} borderRadius="l2" w="full" bg="bg">
        <Flex
          role="toolbar"
          aria-label={`Оформление: ${label}`}
          wrap="wrap"
          gap="1"
          p="1"
          borderBottomWidth="1px"
          borderColor="border"
        >
          <ToolButton
            label="Жирный"
            pressed={marks.bold}
            disabled={previewing}
            onClick={() => chain().toggleBold().run()}
          >
            <b>Ж</b>
          </ToolButton>
          <ToolButton
            label="Курсив"
            pressed={marks.italic}
            disabled={previewing}
            onClick={() => chain().toggleItalic().run()}
          >
            <i>К</i>
          </ToolButton>
          <ToolButton
            label="Заголовок"
            pressed={marks.heading}
            disabled={previewing}
            onClick={() => chain().toggleHeading({ level: 2 }).run()}
          >
            H2
          </ToolButton>
          <ToolButton
            label="Подзаголовок"
            pressed={marks.subheading}
            disabled={previewing}
            onClick={() => chain().toggleHeading({ level: 3 }).run()}
          >
            H3
          </ToolButton>
          <ToolButton
            label="Список"
            pressed={marks.bullets}
            disabled={previewing}
            onClick={() => chain().toggleBulletList().run()}
          >
            •
          </ToolButton>
          <ToolButton
            label="Нумерованный список"
            pressed={marks.numbers}
            disabled={previewing}
            onClick={() => chain().toggleOrderedList().run()}
          >
            1.
          </ToolButton>
          <ToolButton
            label="Цитата"
            pressed={marks.quote}
            disabled={previewing}
            onClick={() => chain().toggleBlockquote().run()}
          >
            «»
          </ToolButton>
          <ToolButton
            label="Ссылка"
            pressed={marks.link}
            disabled={previewing}
            onClick={() => send({ type: 'link.open', address: marks.href })}
          >
            <LinkGlyph />
          </ToolButton>
          <ToolButton
            label="Убрать ссылку"
            disabled={previewing || !marks.link}
            onClick={() => chain().extendMarkRange('link').unsetLink().run()}
          >
            <LinkGlyph crossed />
          </ToolButton>
          {kind === 'product' ? null : (
            <ToolButton label="Видео" disabled={previewing} onClick={() => send({ type: 'video.open' })}>
              ▶
            </ToolButton>
          )}
          <ToolButton label="Отменить" disabled={previewing || !marks.undo} onClick={() => chain().undo().run()}>
            ↶
          </ToolButton>
          <ToolButton label="Повторить" disabled={previewing || !marks.redo} onClick={() => chain().redo().run()}>
            ↷
          </ToolButton>
          <Button
            type="button"
            size="sm"
            variant="outline"
            ms="auto"
            aria-pressed={previewing}
            onClick={() => send({ type: previewing ? 'preview.close' : 'preview.open' })}
          >
            {previewing ? 'Редактировать' : 'Предпросмотр'}
          </Button>
        </Flex>
        {asking ? (
          <AddressForm
            form={form}
            address={address}
            problem={addressProblem}
            onChange={(next) => send({ type: 'address.change', address: next })}
            onSubmit={() => send({ type: 'address.submit' })}
            onCancel={() => send({ type: 'address.cancel' })}
          />
        ) : null}
        <Box
          hidden={previewing}
          px="3"
          py="2"
          minH="40"
          css={{
            ...articleHtmlCss,
            '& .tiptap': { outline: 'none', minH: '36' },
            '& [data-video]': { borderWidth: '1px', borderRadius: 'l2', p: '3', bg: 'bg.muted', my: '2' },
            '& blockquote': { borderStartWidth: '3px', ps: '3', color: 'fg.muted' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
        {previewing ? (
          <Box px="3" py="2" aria-live="polite">
            <Text fontSize="sm" color="fg.muted" mb="2">
              Предпросмотр: так текст покажет магазин
            </Text>
            {state.matches({ previewing: 'loading' }) ? <Text>Готовим предпросмотр…</Text> : null}
            {state.matches({ previewing: 'failed' }) ? (
              <FormAlert text={error}>
                <Button type="button" size="sm" variant="outline" onClick={() => send({ type: 'preview.retry' })}>
                  Повторить
                </Button>
              </FormAlert>
            ) : null}
            {state.matches({ previewing: 'shown' }) ? (
              <SafeHtml
                html={preview ?? ''}
                role="region"
                aria-label="Предпросмотр"
                fontSize={{ base: 'md', lg: 'lg' }}
                css={articleHtmlCss}
              />
            ) : null}
          </Box>
        ) : null}
      </Box>
      <Field.ErrorText id={problemId}>{problem}</Field.ErrorText>
    </Field.Root>
  );
}

/** A chain link, drawn (an emoji needs a font the member's computer may lack); crossed out for 'Убрать ссылку'. */
function LinkGlyph({ crossed = false }: { crossed?: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
      <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

/** The address of a link or a video, asked under the toolbar (not a form of its own: the editor sits in one). */
function AddressForm({
  form,
  address,
  problem,
  onChange,
  onSubmit,
  onCancel,
}: {
  form: RichTextForm;
  address: string;
  problem: string | null;
  onChange: (address: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const text = FORM_LABEL[form];
  // The member opened this form a moment ago ('Ссылка', 'Видео'): the focus moves to its field.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <Stack
      role="group"
      aria-label={text.field}
      p="3"
      gap="2"
      borderBottomWidth="1px"
      borderColor="border"
      bg="bg.subtle"
    >
      <Field.Root invalid={Boolean(problem)}>
        <Field.Label>{text.field}</Field.Label>
        <Input
          ref={field}
          value={address}
          maxLength={500}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onSubmit();
            }
            if (e.key === 'Escape') onCancel();
          }}
        />
        <Field.HelperText>{text.hint}</Field.HelperText>
        <Field.ErrorText>{problem}</Field.ErrorText>
      </Field.Root>
      <HStack>
        <Button type="button" size="sm" colorPalette="brand" onClick={onSubmit}>
          {text.submit}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Отмена
        </Button>
      </HStack>
    </Stack>
  );
}
