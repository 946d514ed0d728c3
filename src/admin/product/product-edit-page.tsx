import { Checkbox, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { PRODUCT_FORM_TEXT, productFormMachine, type ProductSaved } from '../../../machines/admin/product-form.machine';
import type { ProductEditorRecord, RelatedProduct } from '../../contract/admin-product-editor';
import {
  PRODUCT_NAME_MAX,
  PRODUCT_SKU_MAX,
  PRODUCT_VIDEOS_MAX,
  type ProductEditorValues,
} from '../../domain/product-editor';
import { inspect } from '../../web/ui/inspect';
import { fetchProductEditor, fetchProductEditorOptions, saveProductEditor } from '../api/product-editor-api';
import { AdminForm, TextField } from '../ui/form-parts';
import { Panel } from '../ui/panel';
import { formShown, RecordFormFoot, RecordFormHead } from '../ui/record-form-parts';
import { keepForm, useRecordFormKey } from '../ui/record-form-key';
import { RichTextEditor } from '../ui/rich-text-editor';
import { SearchMetaPanel } from '../ui/search-meta-panel';
import { ProDiscountField } from './pro-discount-field';
import { ProductOptions } from './product-options';
import { ProductPictures } from './product-pictures';
import { ProductSpecials } from './product-specials';
import { RelatedProducts } from './related-products';

const savedOf = (record: ProductEditorRecord): ProductSaved => ({
  id: record.product_id,
  version: record.version,
  values: record.values,
  shown: { pictureUrls: record.picture_urls, href: record.href },
});

/**
 * The product editor (issue 16, owner and editors) at /admin/products/N and /admin/products/new: name, article
 * number, address (from the name unless typed; the old one redirects after a change), status, categories, the
 * description in the rich-text editor (its preview is the shop's), price, stock, minimum, options with their values'
 * stock and price differences, related products, pictures, videos, and the meta title and description with a
 * search-result preview. Saved against the version opened. Statechart product-form.
 */
export function ProductEditPage() {
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const formKey = useRecordFormKey('product', id);
  return <ProductForm key={formKey} formKey={formKey} id={id} />;
}

function ProductForm({ id, formKey }: { id: number | null; formKey: string }) {
  const navigate = useNavigate();
  const queries = useQueryClient();
  const options = useQuery({ queryKey: ['admin', 'product-editor-options'], queryFn: fetchProductEditorOptions });
  // The names and article numbers of the related products shown (the form holds their ids).
  const [related, setRelated] = useState<ReadonlyMap<number, RelatedProduct>>(new Map());
  const remember = (products: readonly RelatedProduct[]) =>
    setRelated((known) => new Map([...known, ...products.map((p) => [p.product_id, p] as const)]));
  const named = (record: ProductEditorRecord) => {
    remember(record.related);
    return savedOf(record);
  };
  const [machine] = useState(() =>
    productFormMachine.provide({
      actors: {
        load: fromPromise(async ({ input }: { input: { id: number } }) => named(await fetchProductEditor(input.id))),
        save: fromPromise(
          async ({ input }: { input: { id: number | null; version: number; values: ProductEditorValues } }) =>
            named(await saveProductEditor(input.id, input.values, input.version)),
        ),
      },
      actions: {
        opened: (_, { id: saved }) => {
          void queries.invalidateQueries({ queryKey: ['admin', 'products'] });
          if (saved !== id) void navigate(`/products/${saved}`, { replace: true, state: keepForm(formKey) });
        },
      },
    }),
  );
  const [state, send] = useMachine(machine, { input: { id }, inspect });
  const { values, shown, problems } = state.context;
  const change = (next: Partial<ProductEditorValues>, urls?: string[]) =>
    send({ type: 'form.change', values: next, shown: urls ? { pictureUrls: urls } : undefined });
  const categories = options.data?.categories ?? [];
  const videos = [...values.videos, '', ''].slice(0, PRODUCT_VIDEOS_MAX);

  return (
    <Stack gap="4" maxW="4xl">
      <RecordFormHead
        state={state}
        send={send}
        back={{ to: '/products', label: 'Товары' }}
        title={state.context.id === null ? 'Новый товар' : values.name || 'Товар'}
        loading="Загружаем товар…"
        loadFailed={PRODUCT_FORM_TEXT.loadFailed}
      />
      {!formShown(state) ? null : (
        <AdminForm label="Товар" onSubmit={() => send({ type: 'form.submit' })}>
          <Stack gap="4">
            <Panel title="Основное">
              <Stack gap="4">
                <TextField
                  label="Название"
                  required
                  value={values.name}
                  maxLength={PRODUCT_NAME_MAX}
                  problem={problems.name}
                  onChange={(e) => change({ name: e.target.value })}
                />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <TextField
                    label="Артикул"
                    value={values.sku}
                    maxLength={PRODUCT_SKU_MAX}
                    problem={problems.sku}
                    onChange={(e) => change({ sku: e.target.value })}
                  />
                  <TextField
                    label="Адрес страницы"
                    value={values.keyword}
                    maxLength={255}
                    problem={problems.keyword}
                    helper={`На сайте: /${values.keyword || '…'}. Из названия, пока вы его не измените; после смены старый адрес ведёт на новый.`}
                    onChange={(e) => change({ keyword: e.target.value })}
                  />
                </SimpleGrid>
                <Checkbox.Root checked={values.status} onCheckedChange={(d) => change({ status: d.checked === true })}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Включён: виден в магазине</Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            </Panel>
            <Panel title="Цена и наличие">
              <Stack gap="4">
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                  <TextField
                    label="Цена, ₽"
                    required
                    inputMode="numeric"
                    value={values.price}
                    problem={problems.price}
                    onChange={(e) => change({ price: e.target.value })}
                  />
                  <TextField
                    label="Остаток, шт."
                    inputMode="numeric"
                    value={values.quantity}
                    problem={problems.quantity}
                    onChange={(e) => change({ quantity: e.target.value })}
                  />
                  <TextField
                    label="Минимум в заказе, шт."
                    inputMode="numeric"
                    value={values.minimum}
                    problem={problems.minimum}
                    onChange={(e) => change({ minimum: e.target.value })}
                  />
                </SimpleGrid>
                <ProDiscountField
                  checked={values.pro_discount}
                  price={values.price}
                  problem={problems.pro_discount}
                  onChange={(pro_discount) => change({ pro_discount })}
                />
              </Stack>
            </Panel>
            <Panel title="Акционные цены">
              <ProductSpecials
                specials={values.specials}
                problem={problems.specials}
                onChange={(specials) => change({ specials })}
              />
            </Panel>
            <Panel title="Опции">
              <ProductOptions
                options={values.options}
                shop={options.data?.options ?? []}
                problem={problems.options}
                onChange={(next) => change({ options: next })}
              />
            </Panel>
            <Panel title="Похожие товары">
              <RelatedProducts
                productId={state.context.id}
                ids={values.related_ids}
                known={related}
                problem={problems.related_ids}
                onChange={(ids, picked) => {
                  if (picked) remember([picked]);
                  change({ related_ids: ids });
                }}
              />
            </Panel>
            <Panel title="Категории">
              {options.isError ? (
                <Text color="fg.error">Не удалось загрузить категории</Text>
              ) : (
                <SimpleGrid as="fieldset" columns={{ base: 1, md: 2 }} gap="2" aria-label="Категории товара">
                  {categories.map((category) => (
                    <Checkbox.Root
                      key={category.category_id}
                      checked={values.category_ids.includes(category.category_id)}
                      onCheckedChange={(d) =>
                        change({
                          category_ids:
                            d.checked === true
                              ? [...values.category_ids, category.category_id]
                              : values.category_ids.filter((c) => c !== category.category_id),
                        })
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{category.name}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </SimpleGrid>
              )}
            </Panel>
            <Panel title="Изображения">
              <ProductPictures
                list={{ pictures: values.pictures, urls: shown.pictureUrls }}
                problem={problems.pictures}
                onChange={(next) => change({ pictures: next.pictures }, next.urls)}
              />
            </Panel>
            <RichTextEditor
              label="Описание"
              kind="product"
              value={values.description}
              onChange={(html) => change({ description: html })}
            />
            <Panel title="Видео">
              <Stack gap="3">
                {videos.map((href, index) => (
                  <TextField
                    key={index}
                    label={`Видео ${index + 1}`}
                    type="url"
                    value={href}
                    placeholder="https://youtu.be/… или https://vk.com/video…"
                    problem={index === 0 ? problems.videos : undefined}
                    onChange={(e) =>
                      change({ videos: videos.map((v, i) => (i === index ? e.target.value : v)).filter(Boolean) })
                    }
                  />
                ))}
              </Stack>
            </Panel>
            <SearchMetaPanel
              meta={values}
              problems={problems}
              onChange={change}
              record={{ ...values, accusative: 'товар', genitive: 'товара' }}
            />
            <RecordFormFoot
              state={state}
              send={send}
              text={PRODUCT_FORM_TEXT}
              shop={values.status ? { href: shown.href, label: 'Открыть в магазине' } : null}
              unsaved="Пока не сохранено: в магазине товара ещё нет."
            />
          </Stack>
        </AdminForm>
      )}
    </Stack>
  );
}
