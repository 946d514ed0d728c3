import { Button, Center } from '@chakra-ui/react';

/** 'Показать ещё' under a list (product §2), shown while there is more to show. */
export function ShowMoreButton({ onClick, hidden }: { onClick: () => void; hidden: boolean }) {
  if (hidden) return null;
  return (
    <Center mt="6">
      <Button variant="outline" onClick={onClick}>
        Показать ещё
      </Button>
    </Center>
  );
}
