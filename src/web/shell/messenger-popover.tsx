import { Button, List, Link, Popover, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MANAGERS, viberChatUrl, whatsappChatUrl } from './contacts';
import { ViberIcon, WhatsappIcon } from '../ui/icons';

const MESSENGERS = {
  whatsapp: { name: 'WhatsApp', icon: <WhatsappIcon />, chatUrl: whatsappChatUrl },
  viber: { name: 'Viber', icon: <ViberIcon />, chatUrl: viberChatUrl },
} satisfies Record<string, { name: string; icon: ReactNode; chatUrl: (digits: string) => string }>;

/** product §2: WhatsApp and Viber pop-ups, each listing two named managers with chat links. */
export function MessengerPopover({ messenger }: { messenger: keyof typeof MESSENGERS }) {
  const { name, icon, chatUrl } = MESSENGERS[messenger];
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="xs"
          colorPalette="gray"
          color="fg.muted"
          aria-label={`Написать менеджеру в ${name}`}
        >
          {icon}
          {name}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="64">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="600" mb="2">
                Написать в {name}
              </Popover.Title>
              <List.Root listStyle="none" gap="2">
                {MANAGERS.map((manager) => (
                  <List.Item key={manager.digits}>
                    <Link href={chatUrl(manager.digits)} target="_blank" rel="noopener noreferrer" color="brand.fg">
                      {icon}
                      {manager.name}
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
