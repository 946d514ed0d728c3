import {
  Avatar,
  Badge,
  Box,
  Button,
  Field,
  FileUpload,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { profileFormMachine, type ProfileValues } from '../../../machines/account/profile-form.machine';
import { fetchProfile, saveProfile, uploadAvatar } from '../../api/account';
import { AVATAR_MIME_TYPES } from '../../domain/account';
import { useAuthActor, useUser } from '../session/auth';
import { inspect } from '../ui/inspect';
import { PageSpinner } from '../ui/page-spinner';
import { PhoneInput } from '../ui/phone-input';
import { toastError, toastSuccess } from '../ui/toaster';
import { TEXT, failureText, shown } from './account-text';
import { FormMessage, FormStack, Muted } from './account-ui';

/** The profile tab (product §2 "Profile tab"): contact information with the avatar, and the profile form. */
export function ProfileTab({ customerId }: { customerId: number }) {
  const auth = useAuthActor();
  const user = useUser();
  const navigate = useNavigate();
  const [machine] = useState(() =>
    profileFormMachine.provide({
      actors: {
        loadProfile: fromPromise(() => fetchProfile(customerId)),
        saveProfile: fromPromise(({ input }) =>
          shown(
            saveProfile({
              customer_id: customerId,
              firstname: input.firstname.trim(),
              lastname: input.lastname.trim(),
              telephone: input.telephone,
              address: input.address.trim(),
              ...(input.email ? { email: input.email.trim() } : {}),
            }),
            TEXT.saveFailed,
          ),
        ),
        uploadAvatar: fromPromise(async ({ input }) => (await uploadAvatar(customerId, input.file)).user),
      },
      actions: {
        updateUser: (_, user) => auth.send({ type: 'auth.update', user }),
        expire: () => {
          auth.send({ type: 'auth.expired' });
          void navigate('/login', { replace: true });
        },
        reportSaved: () => toastSuccess(TEXT.profileSaved),
        // The save rejects with the text to show (shown() above).
        reportSaveError: (_, error) => toastError(error instanceof Error ? error.message : TEXT.saveFailed),
        reportAvatarError: (_, error) => {
          toastError(
            failureText(error, TEXT.avatarFailed) === TEXT.avatarFailed
              ? TEXT.avatarFailed
              : `${TEXT.avatarFailed}: ${failureText(error, '')}`,
          );
        },
      },
    }),
  );
  const [state, send] = useMachine(machine, { inspect });
  if (state.matches('loading') || state.matches('expired')) return <PageSpinner label="Загружаем профиль" />;

  const { values, emailLocked, error } = state.context;
  const change = (next: Partial<ProfileValues>) => send({ type: 'profile.change', values: next });
  const uploading = state.matches({ ready: { avatar: 'uploading' } });
  const name = `${user?.firstname ?? ''} ${user?.lastname ?? ''}`.trim();

  return (
    <Stack gap="8">
      <Box
        as="section"
        aria-labelledby="contact-heading"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        p="5"
      >
        <Text id="contact-heading" fontWeight="semibold" mb="4">
          Контактная информация
        </Text>
        <HStack gap="4" align="center" wrap="wrap">
          <Avatar.Root size="2xl" colorPalette="brand">
            <Avatar.Fallback name={name || undefined} />
            {user?.avatar.image ? <Avatar.Image src={user.avatar.image} alt="Аватар" /> : null}
          </Avatar.Root>
          <Stack gap="1">
            <Text fontWeight="semibold">{name || 'Без имени'}</Text>
            {user?.email ? <Muted>{user.email}</Muted> : null}
            {user?.avatar.password ? (
              <Badge alignSelf="start" variant="subtle">
                Фото из {user.avatar.password === 'TG' ? 'Telegram' : 'VK'}
              </Badge>
            ) : null}
            {user?.professional_status === 'pending' ? (
              <Badge alignSelf="start" colorPalette="orange" variant="subtle">
                Документ специалиста на проверке
              </Badge>
            ) : null}
            {user?.customerGroupId === 2 ? (
              <Badge alignSelf="start" colorPalette="brand" variant="subtle">
                Цены для специалистов
              </Badge>
            ) : null}
          </Stack>
          <FileUpload.Root
            accept={[...AVATAR_MIME_TYPES]}
            maxFiles={1}
            disabled={uploading}
            onFileAccept={(details) => {
              const file = details.files[0];
              if (file) send({ type: 'profile.avatar', file });
            }}
            width="auto"
          >
            <FileUpload.HiddenInput aria-label="Загрузить аватар" />
            <FileUpload.Trigger asChild>
              <Button variant="outline" size="sm" loading={uploading}>
                Загрузить аватар
              </Button>
            </FileUpload.Trigger>
          </FileUpload.Root>
        </HStack>
      </Box>

      <FormStack label="Профиль" onSubmit={() => send({ type: 'profile.save' })}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root>
            <Field.Label>Имя</Field.Label>
            <Input
              name="firstname"
              autoComplete="given-name"
              value={values.firstname}
              onChange={(e) => change({ firstname: e.target.value })}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>Фамилия</Field.Label>
            <Input
              name="lastname"
              autoComplete="family-name"
              value={values.lastname}
              onChange={(e) => change({ lastname: e.target.value })}
            />
          </Field.Root>
          <Field.Root readOnly={emailLocked}>
            <Field.Label>E-mail</Field.Label>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              value={values.email}
              readOnly={emailLocked}
              onChange={(e) => change({ email: e.target.value })}
            />
            {emailLocked ? <Field.HelperText>E-mail изменить нельзя</Field.HelperText> : null}
          </Field.Root>
          <Field.Root>
            <Field.Label>Телефон</Field.Label>
            <PhoneInput
              name="telephone"
              value={values.telephone}
              onValueChange={(digits) => change({ telephone: digits })}
            />
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>Адрес доставки</Field.Label>
          <Input
            name="address"
            autoComplete="street-address"
            value={values.address}
            onChange={(e) => change({ address: e.target.value })}
          />
        </Field.Root>
        {error ? <FormMessage>{error}</FormMessage> : null}
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={state.matches({ ready: { form: 'saving' } })}
        >
          Сохранить
        </Button>
      </FormStack>
    </Stack>
  );
}
