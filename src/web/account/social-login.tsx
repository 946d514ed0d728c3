import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fetchSocialConfig, VK_AUTHORIZE_PATH } from '../../api/account';

/** The Telegram login widget (integrations §2): Telegram's script draws its button and sends the shopper to /telegramauth. */
function TelegramWidget({ botName }: { botName: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = 'https://telegram.org/js/telegram-widget.js?22';
    script.setAttribute('data-telegram-login', botName);
    script.setAttribute('data-size', 'large');
    script.setAttribute('data-radius', '8');
    script.setAttribute('data-request-access', 'write');
    script.setAttribute('data-auth-url', `${window.location.origin}/telegramauth`);
    node.appendChild(script);
    return () => {
      node.replaceChildren();
    };
  }, [botName]);
  return <div ref={box} aria-label="Войти через Telegram" role="group" />;
}

/**
 * The social logins this shop offers (product §2 "a VK-style ID button and a Telegram widget"); each is shown only when
 * the server has it configured.
 */
export function SocialLogin() {
  const config = useQuery({ queryKey: ['account', 'social-config'], queryFn: fetchSocialConfig, staleTime: Infinity });
  const { telegram, vk } = config.data ?? { telegram: null, vk: null };
  if (!telegram && !vk) return null;
  return (
    <Stack gap="3" pt="2">
      <Text color="fg.muted" fontSize="sm" textAlign="center">
        или войдите через
      </Text>
      {vk ? (
        <Button asChild variant="outline" width="full">
          <a href={VK_AUTHORIZE_PATH}>Войти через VK ID</a>
        </Button>
      ) : null}
      {telegram ? <TelegramWidget botName={telegram.bot_name} /> : null}
    </Stack>
  );
}
