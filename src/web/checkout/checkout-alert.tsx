import { Alert } from '@chakra-ui/react';

/** A message in the open step, announced as it appears (role="alert"); several lines for the §5 step-5 list. */
export function CheckoutAlert({ text, status = 'error' }: { text: string; status?: 'error' | 'warning' | 'info' }) {
  return (
    <Alert.Root status={status} role="alert" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Title whiteSpace="pre-line" fontWeight="normal">
        {text}
      </Alert.Title>
    </Alert.Root>
  );
}
