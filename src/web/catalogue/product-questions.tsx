import { Box, Button, Center, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchProductQuestions } from '../../api/content';
import { PAGE_SIZE } from '../../domain/constants';
import { QuestionForm } from '../features/question-form/question-form';
import { QuestionItem } from '../features/question-form/question-item';
import { toastError } from '../ui/toaster';

/** product §2, §8. */
export const QUESTIONS_TEXT = {
  empty: 'По данному товару нет вопросов.',
  error: 'Не удалось получить вопросы',
} as const;

/** The 'Вопросы' tab (product §2): the product's questions, 5 shown and 5 more each time, then the question form. */
export function ProductQuestions({ productId, productName }: { productId: number; productName: string }) {
  const queryClient = useQueryClient();
  const queryKey = ['product', productId, 'questions'];
  const questions = useQuery({ queryKey, queryFn: () => fetchProductQuestions(productId) });
  const [shown, setShown] = useState<number>(PAGE_SIZE.QUESTIONS.FIRST);
  useEffect(() => {
    if (questions.isError) toastError(QUESTIONS_TEXT.error);
  }, [questions.isError]);

  return (
    <Stack gap="8">
      <Box>
        {questions.isPending ? (
          <Stack gap="3" role="status" aria-label="Вопросы загружаются">
            <Skeleton h="16" />
            <Skeleton h="16" />
          </Stack>
        ) : questions.isError ? (
          <Text color="fg.muted">{QUESTIONS_TEXT.error}</Text>
        ) : questions.data.length === 0 ? (
          <Text color="fg.muted">{QUESTIONS_TEXT.empty}</Text>
        ) : (
          <>
            <Stack as="ul" listStyleType="none" gap="3">
              {questions.data.slice(0, shown).map((question, index) => (
                <li key={question.faq_id ?? index}>
                  <QuestionItem question={question} />
                </li>
              ))}
            </Stack>
            {shown < questions.data.length ? (
              <Center mt="4">
                <Button variant="outline" onClick={() => setShown((n) => n + PAGE_SIZE.QUESTIONS.MORE)}>
                  Показать ещё
                </Button>
              </Center>
            ) : null}
          </>
        )}
      </Box>
      <QuestionForm
        product={{ productId, name: productName }}
        heading="Задать вопрос о товаре"
        onSent={() => void queryClient.invalidateQueries({ queryKey })}
      />
    </Stack>
  );
}
