import { Suspense, useState } from 'react';
import { MessengerTrigger, type Messenger } from './messenger-trigger';
import { lazyComponent } from '../ui/once-opened';

const loadPopover = () => import('./messenger-popover');
const MessengerPopover = lazyComponent(loadPopover, (module) => module.MessengerPopover);

/**
 * A messenger's button in the top bar. Its pop-up (with the positioning, focus and outside-click code every Chakra
 * pop-up brings, some 20 KiB gzip) is not in the page's first script: the button starts loading it when a pointer
 * comes near or it takes focus, and the first press opens it as soon as it is there. One flag, whether it was pressed,
 * so no statechart.
 */
export function MessengerButton({ messenger }: { messenger: Messenger }) {
  const [pressed, setPressed] = useState(false);
  const trigger = (
    <MessengerTrigger
      messenger={messenger}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => setPressed(true)}
    />
  );
  if (!pressed) return trigger;
  return (
    <Suspense fallback={trigger}>
      <MessengerPopover messenger={messenger} />
    </Suspense>
  );
}
