import { SectionPage } from '../ui/section-page';

/** The account area (SPEC §2: title 'Профиль', heading 'Управление аккаунтом'). */
export function AccountPage({ title = 'Профиль' }: { title?: string }) {
  return <SectionPage title={title} heading="Управление аккаунтом" />;
}
