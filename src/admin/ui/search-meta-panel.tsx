import { Box, Stack, Text } from '@chakra-ui/react';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '../../domain/product-editor';
import { TextAreaField, TextField } from './form-parts';
import { Panel } from './panel';

/** Roughly what a search engine shows of a title and a description before cutting them. */
const TITLE_SHOWN = 60;
const DESCRIPTION_SHOWN = 160;

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text);

/** The description's words without its HTML, for the preview when no meta description is written. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * How the record may look in a search engine's results: the meta title (else the name), the address, the meta
 * description (else the start of the description), cut where search engines usually cut them.
 */
function SearchPreview({
  title,
  address,
  description,
  label,
}: {
  title: string;
  address: string;
  description: string;
  label: string;
}) {
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="l2" p="4" bg="bg.panel" aria-label={label} role="group">
      <Text fontSize="xs" color="fg.muted" mb="1">
        {label}
      </Text>
      <Stack gap="0.5">
        <Text fontSize="sm" color="fg.muted" truncate>
          {address}
        </Text>
        <Text fontSize="lg" color="blue.600" lineHeight="short">
          {cut(title, TITLE_SHOWN) || 'Без заголовка'}
        </Text>
        <Text fontSize="sm" color="fg" lineClamp={3}>
          {cut(description, DESCRIPTION_SHOWN) || 'Без описания: поисковик возьмёт текст со страницы сам.'}
        </Text>
      </Stack>
    </Box>
  );
}

export interface SearchMeta {
  meta_title: string;
  meta_description: string;
}

/**
 * 'Для поисковиков' of a product's or a category's form: the meta title and description, and the search-result
 * preview of what they make (the name and the description's start stand in for what is left empty).
 */
export function SearchMetaPanel({
  meta,
  problems,
  onChange,
  record,
}: {
  meta: SearchMeta;
  problems: Partial<Record<keyof SearchMeta, string>>;
  onChange: (next: Partial<SearchMeta>) => void;
  /** The record's name, keyword and description HTML, and how the preview names it ('товар', 'категорию'). */
  record: { name: string; keyword: string; description: string; accusative: string; genitive: string };
}) {
  return (
    <Panel title="Для поисковиков">
      <Stack gap="4">
        <TextField
          label="Заголовок для поисковиков"
          value={meta.meta_title}
          maxLength={META_TITLE_MAX}
          problem={problems.meta_title}
          helper={`Пусто — название ${record.genitive}`}
          onChange={(e) => onChange({ meta_title: e.target.value })}
        />
        <TextAreaField
          label="Описание для поисковиков"
          value={meta.meta_description}
          maxLength={META_DESCRIPTION_MAX}
          problem={problems.meta_description}
          rows={2}
          onChange={(e) => onChange({ meta_description: e.target.value })}
        />
        <SearchPreview
          label={`Так ${record.accusative} увидят в поиске`}
          title={meta.meta_title.trim() || record.name.trim()}
          address={`${window.location.host}/${record.keyword}`}
          description={meta.meta_description.trim() || plainText(record.description)}
        />
      </Stack>
    </Panel>
  );
}
