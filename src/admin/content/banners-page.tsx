import { Box, Checkbox, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { formText as text, type RecordForm, type RecordListInput } from '../../../machines/admin/record-list.machine';
import type { AdminBanner } from '../../contract/admin-home-content';
import { BANNER_LIMITS, bannerProblems, bannerValuesOf, type BannerValues } from '../../domain/banner-edit';
import { daysText } from '../../domain/calendar-day';
import { bannersApi } from '../api/home-content-api';
import { TextField } from '../ui/form-parts';
import { ImageUpload } from '../ui/image-upload';
import type { RecordListLook } from '../ui/ordered-record-list';
import { RecordFormDialog, RecordListPage } from '../ui/record-list-page';
import { useRecordList } from '../ui/use-record-list';

/** The form as typed; `image_url` is only how the picture is shown in the dialog. */
export const bannerValuesOfForm = (form: RecordForm): BannerValues =>
  bannerValuesOf({
    image: text(form, 'image'),
    title: text(form, 'title'),
    link: text(form, 'link'),
    date_from: text(form, 'date_from') || null,
    date_to: text(form, 'date_to') || null,
    status: form.status === true,
  });

export const BANNER_LIST: RecordListInput = {
  empty: { image: '', image_url: '', title: '', link: '', date_from: '', date_to: '', status: true },
  check: (form) => bannerProblems(bannerValuesOfForm(form)),
  text: {
    loadFailed: 'Не удалось загрузить баннеры',
    failed: 'Не удалось сохранить баннер, попробуйте ещё раз',
    created: 'Баннер добавлен',
    saved: 'Баннер сохранён',
    deleted: 'Баннер удалён',
    ordered: 'Порядок баннеров сохранён',
  },
};

const nameOf = (b: AdminBanner) => b.title || b.link;

const LOOK: RecordListLook<AdminBanner> = {
  label: 'Баннеры главной по порядку',
  empty: 'Баннеров нет: карусель на главной не показывается.',
  nameOf,
  formOf: (b) => ({
    image: b.image,
    image_url: b.image_url,
    title: b.title,
    link: b.link,
    date_from: b.date_from ?? '',
    date_to: b.date_to ?? '',
    status: b.status,
  }),
  switchWords: { off: 'Скрыть', on: 'Показать', hidden: 'Скрыт' },
  deleteTitle: 'Удалить баннер?',
  deleteBody: (name) => `«${name}» пропадёт из карусели на главной сразу. Вернуть не получится.`,
  reloaded: 'Список баннеров загружен заново: проверьте его и повторите.',
  render: (b) => (
    <HStack gap="3" align="center" flexWrap="wrap">
      <Image
        src={b.image_url}
        alt={b.title || 'Баннер'}
        w={{ base: 'full', sm: '48' }}
        aspectRatio={3}
        objectFit="cover"
        borderRadius="l1"
        bg="bg.subtle"
        flexShrink={0}
      />
      <Stack gap="0" minW="0">
        <Text fontWeight="medium">{b.title || 'Без описания'}</Text>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {b.link}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {daysText(b.date_from, b.date_to, 'Без срока')}
          {b.status && !b.shown_now ? ' · сейчас не в сроке' : ''}
        </Text>
      </Stack>
    </HStack>
  ),
};

/**
 * 'Баннеры' (issue 16, owner and editors): the home page's carousel, in its order; added and changed in a dialog
 * (the picture through the shared upload field), hidden and shown, reordered and deleted over the record-list
 * statechart. The storefront's home page follows at once.
 */
export function BannersPage() {
  const actor = useRecordList(BANNER_LIST, bannersApi, bannerValuesOfForm);
  return (
    <RecordListPage
      title="Баннеры"
      add="Добавить баннер"
      intro="Карусель вверху главной страницы: показываются баннеры, которые не скрыты и в своих датах, в этом порядке. Перетащите баннер или нажмите «Выше» / «Ниже», чтобы поменять порядок. Картинка — 1200×400 пикселей."
      actor={actor}
      look={LOOK}
    >
      <RecordFormDialog actor={actor} titles={['Добавить баннер', 'Изменить баннер']}>
        {(form, problems, change) => <BannerFields form={form} problems={problems} change={change} />}
      </RecordFormDialog>
    </RecordListPage>
  );
}

function BannerFields({
  form,
  problems,
  change,
}: {
  form: RecordForm;
  problems: Partial<Record<string, string>>;
  change: (values: RecordForm) => void;
}) {
  const imageUrl = text(form, 'image_url');
  return (
    <>
      {imageUrl ? (
        <Box borderWidth="1px" borderRadius="l2" overflow="hidden">
          <Image src={imageUrl} alt="Картинка баннера сейчас" w="full" aspectRatio={3} objectFit="cover" />
        </Box>
      ) : null}
      <ImageUpload
        label={imageUrl ? 'Заменить картинку' : 'Картинка баннера'}
        onUploaded={(image) => change({ image: image.path, image_url: image.url })}
      />
      {problems.image ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {problems.image}
        </Text>
      ) : null}
      <TextField
        label="Описание картинки"
        value={text(form, 'title')}
        maxLength={BANNER_LIMITS.title}
        helper="Для незрячих и поисковиков: что написано на баннере."
        problem={problems.title}
        onChange={(e) => change({ title: e.target.value })}
      />
      <TextField
        label="Ссылка"
        required
        value={text(form, 'link')}
        maxLength={BANNER_LIMITS.link}
        helper="Страница магазина (/kosmetologam) или полный адрес https://…; открывается в новой вкладке."
        problem={problems.link}
        onChange={(e) => change({ link: e.target.value })}
      />
      <HStack align="start" gap="3" flexWrap="wrap">
        <TextField
          label="Показывать с"
          type="date"
          value={text(form, 'date_from')}
          problem={problems.date_from}
          onChange={(e) => change({ date_from: e.target.value })}
        />
        <TextField
          label="Показывать по"
          type="date"
          value={text(form, 'date_to')}
          problem={problems.date_to}
          onChange={(e) => change({ date_to: e.target.value })}
        />
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        Без дат баннер показывается, пока не скрыт. Последний день входит.
      </Text>
      <Checkbox.Root checked={form.status === true} onCheckedChange={(d) => change({ status: d.checked === true })}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Показывать на главной</Checkbox.Label>
      </Checkbox.Root>
    </>
  );
}
