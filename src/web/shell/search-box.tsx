import { Box, Field, Input, InputGroup } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_MIN_CHARS, STORAGE_KEY } from '../../domain/constants';
import { SearchIcon } from '../ui/icons';

/**
 * The header's search field. Enter with at least SEARCH_MIN_CHARS characters stores the query where the search page
 * reads it (localStorage `searchQuery`) and opens /search. The results dropdown comes with the search issue.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = query.trim();
    if (text.length < SEARCH_MIN_CHARS) return;
    try {
      localStorage.setItem(STORAGE_KEY.SEARCH_QUERY, text);
    } catch (error) {
      console.error('Не удалось сохранить поисковый запрос', error);
    }
    navigate('/search');
  }

  return (
    <Box as="form" role="search" onSubmit={submit} width="full">
      <Field.Root>
        <Field.Label fontSize="xs" color="fg.muted" fontWeight="normal" mb="-1">
          Поиск по сайту
        </Field.Label>
        <InputGroup startElement={<SearchIcon color="fg.muted" />}>
          <Input
            type="search"
            name="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder="Название или артикул"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            bg="bg"
          />
        </InputGroup>
      </Field.Root>
    </Box>
  );
}
