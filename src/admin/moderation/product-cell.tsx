import { Button, Stack, Text } from '@chakra-ui/react';

/** The product a review or question is about, and a way to see only its records; a general question has none. */
export function ProductCell({
  productId,
  name,
  only,
}: {
  productId: number | null;
  name: string;
  only: (productId: number) => void;
}) {
  if (productId === null) return <Text color="fg.muted">Общий вопрос</Text>;
  return (
    <Stack gap="0" align="start">
      <Text>{name || `Товар № ${productId}`}</Text>
      <Button
        size="xs"
        variant="plain"
        px="0"
        color="brand.fg"
        aria-label={`только этот товар: «${name || productId}»`}
        onClick={() => only(productId)}
      >
        только этот товар
      </Button>
    </Stack>
  );
}
