import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { seminarSignupMachine } from '../../../machines/content/seminar-signup.machine';
import { signUpForSeminar, type Seminar } from '../../api/content';
import { SEMINAR_TYPE } from '../../domain/constants';
import { SEMINAR_TEXT } from '../../domain/seminar-edit';
import { inspect } from '../ui/inspect';
import { lazyComponent, OnceOpened } from '../ui/once-opened';
import { toastSuccess } from '../ui/toaster';
import { CarouselFrame, CarouselSlide, useCarousel } from './carousel';
import { CarouselButtons, CarouselHeader } from './carousel-controls';
import { CAROUSEL_BEFORE_START, LIST_CAROUSEL } from './carousel-layout';
import { ContentImage } from './content-image';
import { seminarsQuery } from './content-queries';
import { seminarStart } from './seminar-date';

/** product §4: what the shopper sees after signing up. */
export const SIGNED_UP_TEXT = 'Вы успешно записались';
/** product §1: every seminar and webinar is labelled so. */
export const FREE_LABEL = 'бесплатный';

/** The label of a seminar's type (product §3: type 1 = 'Вебинар'). */
export function seminarTypeLabel(seminar: Pick<Seminar, 'type' | 'type_name'>): string {
  return seminar.type === SEMINAR_TYPE.WEBINAR ? 'Вебинар' : (seminar.type_name ?? 'Семинар');
}

const SeminarSignupDialog = lazyComponent(
  () => import('./seminar-signup-dialog'),
  (m) => m.SeminarSignupDialog,
);

const HEADING = { id: 'seminars-heading', title: 'Бесплатные вебинары' };

/**
 * The webinar carousel (product §2 home page and information pages 10 and 13): a card per seminar to come, each
 * 'бесплатный' with its type; a card opens the signup dialog. A failed list shows 'Ошибка получения вебинаров'.
 * Drawn without Swiper; Swiper starts on the slides when they come near the window (carousel.tsx).
 */
export function SeminarCarousel() {
  const seminars = useQuery(seminarsQuery());
  const [machine] = useState(() =>
    seminarSignupMachine.provide({
      actors: { signUp: fromPromise(({ input }) => signUpForSeminar(input)) },
      actions: { notifySignedUp: () => toastSuccess(SIGNED_UP_TEXT) },
    }),
  );
  const signup = useActorRef(machine, { inspect });
  const signupOpen = useSelector(signup, (snapshot) => !snapshot.matches('closed'));

  const items = seminars.data ?? [];
  if (seminars.isError || (seminars.isSuccess && items.length === 0)) return null;

  return (
    <Box as="section" css={CAROUSEL_BEFORE_START} aria-labelledby={HEADING.id}>
      {seminars.isPending ? (
        <>
          <CarouselHeader {...HEADING} />
          <HStack gap="5" aria-busy="true" aria-label="Вебинары загружаются">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="320px" flex="1" display={{ base: i === 0 ? 'block' : 'none', xl: 'block' }} />
            ))}
          </HStack>
        </>
      ) : (
        <SeminarSlides
          key={items.map((seminar) => seminar.seminar_id).join()}
          seminars={items}
          onSignUp={(seminar) =>
            signup.send({ type: 'seminar.open', seminar: { seminarId: seminar.seminar_id, title: seminar.title } })
          }
        />
      )}
      <OnceOpened open={signupOpen}>
        <SeminarSignupDialog actor={signup} />
      </OnceOpened>
    </Box>
  );
}

function SeminarSlides({ seminars, onSignUp }: { seminars: Seminar[]; onSignUp: (seminar: Seminar) => void }) {
  const carousel = useCarousel(LIST_CAROUSEL, 'near');
  return (
    <>
      <CarouselHeader
        {...HEADING}
        controls={<CarouselButtons carousel={carousel} label="Вебинары" slides={seminars.length} />}
      />
      <CarouselFrame carousel={carousel} style={{ paddingBottom: '4px' }}>
        {seminars.map((seminar) => (
          // Each slide is a size container: its card lays out by the room the slide has (see SeminarCard).
          <CarouselSlide key={seminar.seminar_id} style={{ height: 'auto', containerType: 'inline-size' }}>
            <SeminarCard seminar={seminar} onSignUp={() => onSignUp(seminar)} />
          </CarouselSlide>
        ))}
      </CarouselFrame>
    </>
  );
}

/** From this slide width the card puts its picture beside the text (one slide per view, 550–1240 px screens). */
const SIDE_BY_SIDE = '@container (min-width: 480px)';

/**
 * A webinar's card. One slide per view (product §9: up to 1240 px) fills the column: on a 700 px slide a picture on
 * top would make a card taller than the screen, so a wide slide sets the picture beside the text. A seminar whose
 * places are taken says so instead of offering the signup (the card opens nothing).
 */
function SeminarCard({ seminar, onSignUp }: { seminar: Seminar; onSignUp: () => void }) {
  const open = !seminar.full;
  return (
    <Stack
      as="article"
      css={{ [SIDE_BY_SIDE]: { flexDirection: 'row' } }}
      aria-label={seminar.title}
      height="full"
      gap="0"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      overflow="hidden"
      cursor={open ? 'pointer' : undefined}
      onClick={open ? onSignUp : undefined}
      _hover={open ? { boxShadow: 'md' } : undefined}
    >
      <ContentImage
        src={seminar.image}
        alt=""
        sizes="(min-width: 1240px) 420px, 100vw"
        aspectRatio={16 / 9}
        width="full"
        objectFit="cover"
        bg="bg.subtle"
        css={{ [SIDE_BY_SIDE]: { width: '45%', flexShrink: 0, alignSelf: 'flex-start' } }}
      />
      <Stack p="4" gap="2" flex="1">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="brand" variant="solid" borderRadius="full">
            {FREE_LABEL}
          </Badge>
          <Badge variant="subtle" colorPalette="gray" borderRadius="full">
            {seminarTypeLabel(seminar)}
          </Badge>
        </HStack>
        <Heading as="h3" size="md" lineHeight="1.35">
          {seminar.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {seminarStart(seminar.date)}
        </Text>
        <Box flex="1" />
        {open ? (
          <Button
            size="sm"
            alignSelf="flex-start"
            onClick={(event) => {
              event.stopPropagation();
              onSignUp();
            }}
            aria-label={`Записаться на вебинар «${seminar.title}»`}
          >
            Записаться
          </Button>
        ) : (
          <Text fontWeight="semibold" color="fg.muted">
            {SEMINAR_TEXT.full}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
