import { Box, Button, Circle, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TEXT } from './checkout-text';
import type { StepStatus } from '../../../machines/checkout/checkout-view';

export interface StepCardProps {
  step: number;
  status: StepStatus;
  /** One line shown once the step is complete. */
  summary?: ReactNode;
  /** Reopens a complete step ('Изменить'); absent while a request runs. */
  onChange?: () => void;
  children?: ReactNode;
}

/**
 * One step of the vertical stepper (docs/design.md "Checkout"): its number, title and, once complete, a one-line summary
 * with 'Изменить'. Its heading takes focus (tabIndex -1) when the step opens, see CheckoutSteps.
 */
export function StepCard({ step, status, summary, onChange, children }: StepCardProps) {
  const open = status === 'open';
  const title = TEXT.stepTitles[step - 1];
  const headingId = `checkout-step-${step}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      aria-current={open ? 'step' : undefined}
      borderWidth="1px"
      borderColor={open ? 'brand.solid' : 'border'}
      borderRadius="l3"
      bg={status === 'locked' || status === 'skipped' ? 'bg.subtle' : 'bg'}
      p={{ base: '4', md: '5' }}
    >
      <HStack gap="3" align="center" justify="space-between" wrap="wrap">
        <HStack gap="3" align="center" minW="0">
          <Circle
            size="8"
            flexShrink={0}
            bg={open || status === 'complete' ? 'brand.solid' : 'bg.subtle'}
            color={open || status === 'complete' ? 'brand.contrast' : 'fg.muted'}
            borderWidth="1px"
            borderColor={open || status === 'complete' ? 'brand.solid' : 'border'}
            fontWeight="semibold"
            aria-hidden="true"
          >
            {step}
          </Circle>
          <Heading
            as="h2"
            id={headingId}
            tabIndex={-1}
            size="md"
            color={status === 'locked' ? 'fg.muted' : 'fg'}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            <Box as="span" srOnly>{`Шаг ${step}. `}</Box>
            {title}
          </Heading>
        </HStack>
        {status === 'complete' && onChange ? (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="brand"
            onClick={onChange}
            aria-label={`${TEXT.change}: ${title}`}
          >
            {TEXT.change}
          </Button>
        ) : null}
      </HStack>
      {open ? (
        <Stack gap="4" mt="4">
          {children}
        </Stack>
      ) : null}
      {status === 'complete' && summary ? (
        <Text mt="2" ml={{ base: '0', md: '11' }} color="fg.muted" lineClamp={2}>
          {summary}
        </Text>
      ) : null}
      {status === 'locked' ? (
        <Text mt="2" ml={{ base: '0', md: '11' }} color="fg.muted" fontSize="sm">
          {TEXT.locked}
        </Text>
      ) : null}
      {status === 'skipped' ? (
        <Text mt="2" ml={{ base: '0', md: '11' }} color="fg.muted" fontSize="sm">
          {TEXT.notNeeded}
        </Text>
      ) : null}
    </Box>
  );
}
