import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { MessagePage } from '../ui/message-page';

/**
 * /error (product §2: where unknown products and failed catalogue paging go) and the error boundary of every page:
 * a page that throws shows this inside the shell instead of a blank screen.
 */
export function ErrorPage() {
  return (
    <MessagePage
      title="Ошибка"
      heading="Что-то пошло не так"
      text="Не удалось показать эту страницу. Обновите её чуть позже или начните с главной."
    />
  );
}

/** The route error boundary: logs what broke, shows the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Ошибка при показе страницы', error);
  }, [error]);
  return <ErrorPage />;
}
