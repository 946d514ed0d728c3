import { SectionPage } from '../ui/section-page';

/** New password from the recovery link, change/{token} (SPEC §2). */
export function ResetPasswordPage({ title = 'Новый пароль' }: { title?: string }) {
  return <SectionPage title={title} />;
}
