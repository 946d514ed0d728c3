import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { viberChatUrl, whatsappChatUrl } from './contacts';
import { ViberIcon, WhatsappIcon } from '../ui/icons';

export const MESSENGERS = {
  whatsapp: { name: 'WhatsApp', icon: <WhatsappIcon />, chatUrl: whatsappChatUrl },
  viber: { name: 'Viber', icon: <ViberIcon />, chatUrl: viberChatUrl },
} satisfies Record<string, { name: string; icon: ReactNode; chatUrl: (digits: string) => string }>;

export type Messenger = keyof typeof MESSENGERS;

/** The top bar's 'WhatsApp' / 'Viber' button: the same before its pop-up has loaded and as the pop-up's trigger. */
export function MessengerTrigger({ messenger, ...props }: { messenger: Messenger } & ButtonProps) {
  const { name, icon } = MESSENGERS[messenger];
  return (
    <Button
      variant="ghost"
      size="xs"
      colorPalette="gray"
      color="fg.muted"
      aria-label={`Написать менеджеру в ${name}`}
      aria-haspopup="dialog"
      aria-expanded={false}
      {...props}
    >
      {icon}
      {name}
    </Button>
  );
}
