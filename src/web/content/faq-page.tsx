import { SectionPage } from '../ui/section-page';

/** Questions and answers (SPEC §2 "Questions page"). */
export function FaqPage({ title = 'Вопрос-ответ' }: { title?: string }) {
  return <SectionPage title={title} />;
}
