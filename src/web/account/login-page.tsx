import { SectionPage } from '../ui/section-page';

/** Login (SPEC §2: 'Авторизация', heading 'Вход'). */
export function LoginPage({ title = 'Авторизация' }: { title?: string }) {
  return <SectionPage title={title} heading="Вход" />;
}
