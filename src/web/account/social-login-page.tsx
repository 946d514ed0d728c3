import { Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { authenticateTelegram, authenticateVk } from '../../api/account';
import type { UserInfo } from '../../domain/account';
import { useAuthActor, useUser } from '../session/auth';
import { PageSpinner } from '../ui/page-spinner';
import { toastError, toastSuccess } from '../ui/toaster';
import { TEXT, failureText } from './account-text';
import { AuthFrame, FormMessage, TextLink } from './account-ui';

/** The fields the Telegram widget sends (integrations §2); all of them are signed, so all go to the server. */
const TELEGRAM_FIELDS = ['id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date', 'hash'];

export function telegramFieldsOf(search: string): Record<string, string> | null {
  const query = new URLSearchParams(search);
  const fields = Object.fromEntries(TELEGRAM_FIELDS.filter((k) => query.has(k)).map((k) => [k, query.get(k) ?? '']));
  return fields.id && fields.hash && fields.auth_date ? fields : null;
}

/** VK comes back with code, state and device_id, as query parameters or inside a JSON `payload` parameter. */
export function vkFieldsOf(search: string): { code: string; state: string; device_id: string } | null {
  const query = new URLSearchParams(search);
  let source: Record<string, unknown> = Object.fromEntries(query);
  const payload = query.get('payload');
  if (payload) {
    try {
      source = { ...source, ...(JSON.parse(payload) as Record<string, unknown>) };
    } catch {
      return null;
    }
  }
  const [code, state, device_id] = [source.code, source.state, source.device_id].map((v) =>
    typeof v === 'string' ? v : '',
  );
  return code && state && device_id ? { code, state, device_id } : null;
}

/** A social login callback: sends what came in the address to the server once, then logs in or shows why not. */
function SocialCallback({ title, login }: { title: string; login: (search: string) => Promise<UserInfo> | null }) {
  const user = useUser();
  const auth = useAuthActor();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once: a VK state or a Telegram payload is for one login (React's StrictMode runs effects twice in development).
    if (started.current || user) return;
    started.current = true;
    const request = login(search);
    if (!request) {
      setError(TEXT.socialFailed);
      toastError(TEXT.socialFailed);
      return;
    }
    request.then(
      (record) => {
        auth.send({ type: 'auth.login', user: record });
        toastSuccess(TEXT.socialSuccess);
        void navigate('/my-account', { replace: true });
      },
      (failure: unknown) => {
        const text = failureText(failure, TEXT.socialFailed);
        setError(text);
        toastError(text);
      },
    );
  }, [auth, login, navigate, search, user]);

  if (user && !started.current) return <Navigate to="/my-account" replace />;
  return (
    <AuthFrame title={title}>
      {error ? (
        <Stack gap="4">
          <FormMessage>{error}</FormMessage>
          <TextLink to="/login">Вернуться ко входу</TextLink>
        </Stack>
      ) : (
        <PageSpinner label="Входим…" />
      )}
    </AuthFrame>
  );
}

const loginWithVk = (search: string) => {
  const fields = vkFieldsOf(search);
  return fields ? authenticateVk(fields) : null;
};

const loginWithTelegram = (search: string) => {
  const fields = telegramFieldsOf(search);
  return fields ? authenticateTelegram(fields) : null;
};

/** The VK ID login callback (product §2 /vkauth). */
export function VkAuthPage({ title = 'Вход через VK ID' }: { title?: string }) {
  return <SocialCallback title={title} login={loginWithVk} />;
}

/** The Telegram login callback (product §2 /telegramauth). */
export function TelegramAuthPage({ title = 'Вход через Telegram' }: { title?: string }) {
  return <SocialCallback title={title} login={loginWithTelegram} />;
}
