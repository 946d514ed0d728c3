import { MessagePage } from './message-page';

/** product §2 "Not-found": for unknown addresses (the shell) and for ids the server does not know (/news/999). */
export function NotFoundPage() {
  return (
    <MessagePage title="Страница не найдена 404" heading="Страница не найдена 404" text="Упс... Страница не найдена" />
  );
}
