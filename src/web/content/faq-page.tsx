import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../domain/constants';
import { PageSpinner } from '../ui/page-spinner';
import { QuestionForm } from '../features/question-form/question-form';
import { QuestionItem } from '../features/question-form/question-item';
import { SectionPage } from '../ui/section-page';
import { useShopOrigin } from '../ui/page-head';
import { faqPageJsonLd } from '../../domain/json-ld-content';
import { questionsQuery } from './content-queries';
import { ShowMoreButton } from './show-more-button';
import { useShowMore } from './use-show-more';

/**
 * /faq, 'Вопрос-ответ' (product §2): the question form and everyone's questions, 5 at first, 'Показать ещё' adds 5.
 * A failed list shows 'Не удалось получить вопросы'.
 */
export function FaqPage({ title = 'Вопрос-ответ' }: { title?: string }) {
  const queryClient = useQueryClient();
  const questions = useQuery(questionsQuery());
  const { shown, showMore } = useShowMore(PAGE_SIZE.QUESTIONS.FIRST, PAGE_SIZE.QUESTIONS.MORE);
  const items = questions.data ?? [];
  const origin = useShopOrigin();

  return (
    <SectionPage title={title} head={{ jsonLd: [faqPageJsonLd(origin, items)] }}>
      <Stack gap={{ base: '10', lg: '14' }}>
        <QuestionForm onSent={() => void queryClient.invalidateQueries({ queryKey: questionsQuery().queryKey })} />
        <Box as="section" aria-labelledby="questions-heading">
          <Heading as="h2" id="questions-heading" size="xl" mb="4">
            Вопросы покупателей
          </Heading>
          {questions.isPending ? (
            <PageSpinner label="Загрузка вопросов" />
          ) : questions.isError ? null : items.length === 0 ? (
            <Text color="fg.muted">Вопросов пока нет.</Text>
          ) : (
            <>
              <Stack as="ul" listStyleType="none" gap="4" aria-label="Вопросы покупателей">
                {items.slice(0, shown).map((question, index) => (
                  <li key={question.faq_id ?? `${question.date_added}-${index}`}>
                    <QuestionItem question={question} />
                  </li>
                ))}
              </Stack>
              <ShowMoreButton hidden={shown >= items.length} onClick={showMore} />
            </>
          )}
        </Box>
      </Stack>
    </SectionPage>
  );
}
