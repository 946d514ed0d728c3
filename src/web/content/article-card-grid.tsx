import { SimpleGrid } from '@chakra-ui/react';
import { ArticleCard, type ArticleCardProps } from './article-card';
import { ShowMoreButton } from './show-more-button';

export interface ArticleCardGridProps {
  /** The list's accessible name ('Список новостей', 'Статьи блога', 'Другие новости'). */
  label: string;
  /** Every card of the list, with a stable key; the first `shown` are on screen. */
  cards: (ArticleCardProps & { key: number })[];
  shown: number;
  onShowMore: () => void;
  /** Cards a row on the widest screens. */
  wideColumns?: number;
}

/** News and blog lists (product §2): a grid of article cards, then 'Показать ещё' while more are left. */
export function ArticleCardGrid({ label, cards, shown, onShowMore, wideColumns = 3 }: ArticleCardGridProps) {
  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: wideColumns }} gap="6" aria-label={label}>
        {cards.slice(0, shown).map(({ key, ...card }) => (
          <li key={key}>
            <ArticleCard {...card} />
          </li>
        ))}
      </SimpleGrid>
      <ShowMoreButton hidden={shown >= cards.length} onClick={onShowMore} />
    </>
  );
}
