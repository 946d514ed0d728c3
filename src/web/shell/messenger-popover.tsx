import { List, Link, Popover, Portal } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { MANAGERS } from './contacts';
import { MESSENGERS, MessengerTrigger, type Messenger } from './messenger-trigger';

/**
 * product §2: WhatsApp and Viber pop-ups, each listing two named managers with chat links. Loaded on the first press
 * of its button (messenger-button.tsx), and opened at once: mounted closed, then opened, so that it opens as on a press
 * (focus moves into it, and goes back to the button when it closes).
 */
export function MessengerPopover({ messenger }: { messenger: Messenger }) {
  const { name, icon, chatUrl } = MESSENGERS[messenger];
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  return (
    <Popover.Root
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
    >
      <Popover.Trigger asChild>
        <MessengerTrigger messenger={messenger} />
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
