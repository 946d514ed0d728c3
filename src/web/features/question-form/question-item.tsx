import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Question } from '../../../api/content';
import { dateDdMmYyyy } from '../../../domain/text';

/**
 * One question (product §2 "Question item: author, text, product link with title and date, answer block with its date
 * if answered"), on the FAQ page and in the product page's 'Вопросы' tab. Texts are shown as text, never as HTML.
 */
export function QuestionItem({ question }: { question: Question }) {
  return (
    <Box
      as="article"
      aria-label={question.author ? `Вопрос от ${question.author}` : 'Вопрос магазина'}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p="4"
    >
      <Stack gap="2">
        {/* The shop's own questions may have no author ('Вопрос-ответ' in the back office). */}
        {question.author ? <Text fontWeight="600">{question.author}</Text> : null}
        <Text whiteSpace="pre-line">{question.text}</Text>
        <Text fontSize="sm" color="fg.muted">
          {question.product_href && question.product_title ? (
            <>
              <Link asChild color="brand.fg">
                <RouterLink to={question.product_href}>{question.product_title}</RouterLink>
              </Link>
              {', '}
            </>
          ) : null}
          {dateDdMmYyyy(question.date_added)}
        </Text>
        {question.answer ? (
          <Box bg="bg.subtle" borderRadius="l2" p="3" borderInlineStartWidth="3px" borderInlineStartColor="brand.solid">
            <Text fontSize="sm" fontWeight="600" mb="1">
              Ответ, {dateDdMmYyyy(question.date_modified)}
            </Text>
            <Text whiteSpace="pre-line">{question.answer}</Text>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
