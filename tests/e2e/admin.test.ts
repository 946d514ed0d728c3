import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import {
  applyAsProfessional,
  askQuestion,
  createStaffMember,
  outbox,
  orderVersion,
  placeOrder,
  postReview,
  productAt,
  registerCustomer,
  signUpForWebinar,
  uniquePhone,
  STAFF_PASSWORD,
  staffPage,
} from './admin-fixtures';
import { seriousViolations } from './axe-check';
import { freshPage, uniqueEmail } from './fixtures';

// The back office as staff use it (issue 15): sign in at /admin/login, find an order, move it through 'Собирается' and
// 'Отправлен' with a tracking number and see its history; what a manager's menu holds; a stale save refused.

test('the owner signs in, finds an order by its number and takes it to the customer, who is told of each step', async ({
  browser,
  shop,
}) => {
  const lastname = `Смирнова${Date.now().toString(36)}`;
  const buyer = uniqueEmail('buyer');
  const orderId = await placeOrder(lastname, { email: buyer });
  const email = await createStaffMember('owner');
  const page = await freshPage(browser);

  // An address of the back office without a session leads to the sign-in, and back after it.
  await page.goto(`${shop}/admin/orders`);
  await page.waitForURL(/\/admin\/login\?next=/);
  const form = page.getByRole('form', { name: 'Вход в панель управления' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Пароль').fill('не тот пароль');
  await form.getByRole('button', { name: 'Войти' }).click();
  await expect(form.getByRole('alert')).toHaveText('Неверный e-mail или пароль');
  await expect(form.getByLabel('E-mail')).toHaveValue(email);
  await form.getByLabel('Пароль').fill(STAFF_PASSWORD);
  await form.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL(`${shop}/admin/orders`);

  const nav = page.getByRole('navigation', { name: 'Разделы панели' });
  await expect(nav.getByRole('link', { name: 'Сотрудники' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Журнал изменений' })).toBeVisible();

  // Found by its number; the search stays in the address.
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(String(orderId));
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?q=${orderId}$`));
  const row = page.getByRole('row').filter({ hasText: lastname });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Новый');
  await row.getByRole('link', { name: `№ ${orderId}` }).click();

  await expect(page.getByRole('heading', { name: `Заказ № ${orderId}` })).toBeVisible();
  await expect(page.getByText('Позвоните за час')).toBeVisible();
  const actions = page.getByRole('group', { name: 'Действия с заказом' });
  // A new order paid on delivery can be assembled or cancelled, not yet shipped.
  await expect(actions.getByRole('button')).toHaveText(['Собирается', 'Отменить заказ']);

  await actions.getByRole('button', { name: 'Собирается' }).click();
  const assemble = page.getByRole('form', { name: 'Статус «Собирается»' });
  await expect(assemble.getByRole('checkbox', { name: 'Уведомить покупателя' })).toBeChecked();
  await assemble.getByLabel('Комментарий для покупателя').fill('Собираем ваш заказ');
  await assemble.getByRole('button', { name: 'Сохранить статус' }).click();
  await expect(actions.getByRole('button')).toHaveText(['Отправлен', 'Отменить заказ']);

  await actions.getByRole('button', { name: 'Отправлен' }).click();
  const ship = page.getByRole('form', { name: 'Статус «Отправлен»' });
  await ship.getByRole('button', { name: 'Сохранить статус' }).click();
  await expect(ship.getByText('Введите трек-номер отправления')).toBeVisible();
  await ship.getByLabel('Трек-номер').fill('1234567890');
  await ship.getByRole('button', { name: 'Сохранить статус' }).click();
  await expect(ship).toBeHidden();

  const history = page.getByRole('region', { name: 'История статусов' });
  await expect(history.getByRole('listitem').first()).toContainText('Отправлен');
  await expect(history.getByRole('listitem').first()).toContainText(email);
  await expect(history).toContainText('Собираем ваш заказ');
  await expect(page.getByText('Трек-номер: 1234567890')).toBeVisible();

  await actions.getByRole('button', { name: 'Доставлен' }).click();
  await page
    .getByRole('form', { name: 'Статус «Доставлен»' })
    .getByRole('button', { name: 'Сохранить статус' })
    .click();
  await expect(history.getByRole('listitem').first()).toContainText('Доставлен');
  // Delivered and paid on delivery: the money can still go back, nothing else happens to the order.
  await expect(actions.getByRole('button')).toHaveText(['Возврат']);

  // The customer was told of each step, at the address typed at checkout.
  const told = (await outbox()).filter((m) => m.to === buyer && m.subject.startsWith(`Заказ № ${orderId}: `));
  expect(told.map((m) => m.subject).sort()).toEqual(
    ['Доставлен', 'Отправлен', 'Собирается'].map((status) => `Заказ № ${orderId}: ${status}`),
  );
  expect(told.find((m) => m.subject.endsWith('Отправлен'))?.text).toContain('Трек-номер отправления: 1234567890');
  await page.context().close();
});

test("a manager's menu has the orders but not the staff, whose page says there is no access", async ({
  browser,
  shop,
}) => {
  const { page } = await staffPage(browser, 'manager');
  // The first page is the dashboard: what waits, the sales; the stock is for the catalogue's people.
  await page.goto(`${shop}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Сводка' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ждут действия' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Выручка по дням' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Заканчиваются' })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Разделы панели' });
  await expect(nav.getByRole('link', { name: 'Заказы' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Сотрудники' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Журнал изменений' })).toHaveCount(0);
  await page.goto(`${shop}/admin/staff`);
  await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
  await nav.getByRole('button', { name: 'Выйти' }).click();
  await page.waitForURL(`${shop}/admin/login`);
  await page.goto(`${shop}/admin/orders`);
  await page.waitForURL(/\/admin\/login/);
  await page.context().close();
});

test("a save over someone else's change is refused with 'Запись изменена другим сотрудником' and the fresh order", async ({
  browser,
  shop,
}) => {
  const orderId = await placeOrder(`Кузнецова${Date.now().toString(36)}`);
  const { page } = await staffPage(browser, 'manager');
  await page.goto(`${shop}/admin/orders/${orderId}`);
  const actions = page.getByRole('group', { name: 'Действия с заказом' });
  await actions.getByRole('button', { name: 'Собирается' }).click();

  // Meanwhile another member moves the order.
  const other = await staffPage(browser, 'manager');
  const moved = await other.page.request.post(`${shop}/admin/api/orders/${orderId}/transition`, {
    data: { action: 'assemble', version: await orderVersion(other.page, orderId), comment: 'Взяла в работу' },
  });
  expect(moved.ok(), await moved.text()).toBe(true);

  await page
    .getByRole('form', { name: 'Статус «Собирается»' })
    .getByRole('button', { name: 'Сохранить статус' })
    .click();
  await expect(page.getByRole('alert')).toContainText('Запись изменена другим сотрудником');
  // The order as it is now: assembled by the other member, so the next step is offered.
  await expect(page.getByRole('region', { name: 'История статусов' })).toContainText('Взяла в работу');
  await expect(actions.getByRole('button')).toHaveText(['Отправлен', 'Отменить заказ']);
  await page.context().close();
  await other.page.context().close();
});

test('on a phone the sections are behind the menu button, in a dialog that keeps the focus', async ({
  browser,
  shop,
}) => {
  const { page } = await staffPage(browser, 'owner', { width: 375, height: 812 });
  await page.goto(`${shop}/admin/no-such-page`);
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Разделы панели' })).toBeHidden();
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const drawer = page.getByRole('dialog', { name: 'Панель управления' });
  await expect(drawer.getByRole('link', { name: 'Сотрудники' })).toBeVisible();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    await expect(drawer.locator(':focus')).toHaveCount(1);
  }
  await drawer.getByRole('link', { name: 'Заказы' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(`${shop}/admin/orders`);
  await expect(page.getByRole('heading', { name: 'Заказы' })).toBeVisible();
  await page.context().close();
});

test("the owner takes a member's access away on 'Сотрудники' and finds it in 'Журнал изменений'", async ({
  browser,
  shop,
}) => {
  const manager = await createStaffMember('manager');
  const { page } = await staffPage(browser, 'owner');
  await page.goto(`${shop}/admin/staff`);
  await page.getByRole('button', { name: `Отключить ${manager}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Отключить сотрудника?' });
  await expect(confirm).toContainText(manager);
  await confirm.getByRole('button', { name: 'Да, отключить' }).click();
  const row = page.getByRole('row').filter({ hasText: manager });
  await expect(row).toContainText('Отключён');
  await expect(row.getByRole('button', { name: `Включить ${manager}` })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Разделы панели' })
    .getByRole('link', { name: 'Журнал изменений' })
    .click();
  await page.getByLabel('Вид записи').selectOption({ label: 'Сотрудник' });
  await expect(page).toHaveURL(/\/admin\/audit\?type=staff$/);
  const entry = page.getByRole('row').filter({ hasText: 'отключён' }).first();
  await expect(entry).toContainText('disabled: нет → да');
  await page.context().close();
});

test("a manager finds a customer by e-mail on 'Покупатели' and makes them a specialist", async ({ browser, shop }) => {
  const surname = `Соколова${Date.now().toString(36)}`;
  const email = await registerCustomer(surname);
  const { page } = await staffPage(browser, 'manager');
  await page.goto(`${shop}/admin`);
  await page.getByRole('navigation', { name: 'Разделы панели' }).getByRole('link', { name: 'Покупатели' }).click();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(email);
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/\/admin\/customers\?q=/);
  await expect(page.getByText('Найдено: 1 покупатель')).toBeVisible();
  await page.getByRole('link', { name: `Вера ${surname}` }).click();
  await expect(page.getByRole('heading', { name: `Вера ${surname}` })).toBeVisible();
  await expect(page.getByText('Заказов нет.')).toBeVisible();
  const group = page.getByRole('form', { name: 'Группа покупателя' });
  await group.getByLabel('Новая группа').selectOption({ label: 'Специалист (−30%)' });
  await group.getByRole('button', { name: 'Сохранить группу' }).click();
  await expect(group.getByText('Группа сохранена')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Группа' })).toContainText('Специалист (−30%)');
  await page.context().close();
});

test("a manager approves one specialist's application and rejects another with a reason, and each is e-mailed", async ({
  browser,
  shop,
}) => {
  const tag = Date.now().toString(36);
  const approved = await applyAsProfessional(`Одобрена${tag}`, 'png');
  const rejected = await applyAsProfessional(`Отклонена${tag}`, 'pdf');
  const { page } = await staffPage(browser, 'manager');
  // The address the shop's e-mail about a new application links to.
  await page.goto(`${shop}/admin/professionals`);
  await expect(page.getByRole('heading', { name: 'Заявки специалистов' })).toBeVisible();

  const first = page.getByRole('row').filter({ hasText: approved });
  const image = first.getByRole('img', { name: `Документ: Алла Одобрена${tag}` });
  await expect(image).toBeVisible();
  // The image really arrived (a broken picture has no width).
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360);
  await first.getByRole('button', { name: 'Одобрить' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Одобрить заявку?' });
  await confirm.getByRole('button', { name: 'Да, одобрить' }).click();
  await expect(page.getByText(`Заявка одобрена: Алла Одобрена${tag} получает цены для специалистов`)).toBeVisible();
  await expect(first).toHaveCount(0);

  const second = page.getByRole('row').filter({ hasText: rejected });
  await expect(second.getByRole('link', { name: /Открыть документ/ })).toHaveAttribute('href', /\/document$/);
  await second.getByRole('button', { name: 'Отклонить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отклонить заявку' });
  await dialog.getByRole('button', { name: 'Отклонить заявку' }).click();
  await expect(dialog.getByText('Укажите причину отказа: она уйдёт покупателю письмом')).toBeVisible();
  await dialog.getByLabel('Причина отказа').fill('На карте клиента нет печати салона');
  await dialog.getByRole('button', { name: 'Отклонить заявку' }).click();
  await expect(dialog).toBeHidden();
  await expect(second).toHaveCount(0);

  await page.getByLabel('Заявки').selectOption({ label: 'Отклонённые' });
  await expect(page).toHaveURL(/\/admin\/professionals\?status=rejected$/);
  await expect(page.getByRole('row').filter({ hasText: rejected })).toContainText('На карте клиента нет печати салона');

  const mail = await outbox();
  expect(mail.filter((m) => m.to === approved).map((m) => m.subject)).toContain(
    'Ваш документ проверен: цены для специалистов открыты',
  );
  expect(mail.find((m) => m.to === rejected)?.text).toContain('На карте клиента нет печати салона');
  await page.context().close();
});

test('a manager publishes a waiting review and answers a question, the product page shows both; the review deleted is gone', async ({
  browser,
  shop,
}) => {
  const tag = Date.now().toString(36);
  const productId = await productAt('piling-mindalnyj-30');
  const asker = `asker.${tag}@example.ru`;
  await postReview(productId, `Ирина${tag}`, `Кожа стала ровнее ${tag}`);
  await askQuestion(productId, `Олег${tag}`, asker, `Можно ли летом ${tag}?`);
  const { page } = await staffPage(browser, 'manager');
  await page.goto(`${shop}/admin`);
  const nav = page.getByRole('navigation', { name: 'Разделы панели' });

  await nav.getByRole('link', { name: 'Отзывы' }).click();
  await expect(page.getByRole('heading', { name: 'Отзывы' })).toBeVisible();
  await expect(page.getByLabel('Состояние')).toHaveValue('pending');
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(tag);
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/reviews\\?q=${tag}$`));
  const review = page.getByRole('row').filter({ hasText: `Кожа стала ровнее ${tag}` });
  await expect(review).toContainText('На модерации');
  await review.getByRole('button', { name: /^Опубликовать/ }).click();
  await expect(page.getByText(/^Опубликован отзыв №\d+: он уже на сайте$/)).toBeVisible();
  await expect(review).toHaveCount(0);

  await nav.getByRole('link', { name: 'Вопросы' }).click();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(tag);
  await page.getByRole('button', { name: 'Найти' }).click();
  const question = page.getByRole('row').filter({ hasText: `Можно ли летом ${tag}?` });
  await question.getByRole('button', { name: /^Ответить/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Ответить: вопрос №\d+$/ });
  await expect(dialog).toContainText(`Ответ уйдёт письмом на ${asker}.`);
  await dialog.getByRole('button', { name: 'Ответить и опубликовать' }).click();
  await expect(dialog.getByText('Напишите ответ')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Ответ', exact: true }).fill(`Да, с солнцезащитным кремом ${tag}`);
  await dialog.getByRole('button', { name: 'Ответить и опубликовать' }).click();
  await expect(dialog).toBeHidden();
  await expect(question).toHaveCount(0);
  const mail = await outbox();
  expect(mail.find((m) => m.to === asker)?.text).toContain(`Да, с солнцезащитным кремом ${tag}`);

  // The storefront's product page shows both at once.
  await page.goto(`${shop}/piling-mindalnyj-30`);
  const reviewsTab = page.getByRole('tab', { name: /^Отзывы \(\d+\)$/ });
  const reviewCount = Number(/\d+/.exec(await reviewsTab.innerText())?.[0]);
  await reviewsTab.click();
  await expect(page.getByRole('tabpanel').getByText(`Кожа стала ровнее ${tag}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Вопросы' }).click();
  await expect(page.getByRole('tabpanel').getByText(`Можно ли летом ${tag}?`)).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(`Да, с солнцезащитным кремом ${tag}`)).toBeVisible();

  // A published review deleted from the queue of published ones: gone from the product page.
  await page.goto(`${shop}/admin/reviews?status=published&q=${tag}`);
  const published = page.getByRole('row').filter({ hasText: `Кожа стала ровнее ${tag}` });
  await published.getByRole('button', { name: /^Удалить: отзыв №\d+$/ }).click();
  const sure = page.getByRole('alertdialog', { name: /^Удалить отзыв №\d+\?$/ });
  await expect(sure).toContainText('Он исчезнет навсегда');
  await sure.getByRole('button', { name: 'Да, удалить' }).click();
  await expect(page.getByText(/^Удалён отзыв №\d+: его больше нет нигде/)).toBeVisible();
  await expect(published).toHaveCount(0);
  await page.goto(`${shop}/piling-mindalnyj-30`);
  await page.getByRole('tab', { name: `Отзывы (${reviewCount - 1})` }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(`Кожа стала ровнее ${tag}`)).toHaveCount(0);
  await page.context().close();
});

test("a manager finds a webinar's signup and downloads the list as CSV", async ({ browser, shop }) => {
  const name = `Смирнова ${Date.now().toString(36)}`;
  const phone = uniquePhone();
  const title = await signUpForWebinar(name, 'Казань', phone);
  const { page } = await staffPage(browser, 'manager');
  await page.goto(`${shop}/admin`);
  await page.getByRole('navigation', { name: 'Разделы панели' }).getByRole('link', { name: 'Вебинары' }).click();
  await expect(page.getByRole('heading', { name: 'Записи на вебинары' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(name);
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText('Найдено: 1 запись')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(title);
  await expect(row).toContainText(phone);
  await expect(row).toContainText('Казань');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Выгрузить CSV' }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8');
  expect(csv).toContain('"Семинар";"Дата семинара";"Имя";"Телефон";"E-mail";"Город";"Записался"');
  expect(csv.split('\r\n').filter((line) => line.includes(name))).toHaveLength(1);
  await page.context().close();
});

test('axe finds no serious violation on the back office pages, at 1280 px and on a phone', async ({
  browser,
  shop,
}) => {
  // Nine pages twice, each read through and measured: more than one ordinary test's time on a loaded machine.
  test.setTimeout(240_000);
  const orderId = await placeOrder(`Орлова${Date.now().toString(36)}`);
  // The queues have something to show.
  await applyAsProfessional(`Зайцева${Date.now().toString(36)}`, 'png');
  const productId = await productAt('piling-mindalnyj-30');
  await postReview(productId, 'Марина', 'Отзыв ждёт проверки');
  await askQuestion(productId, 'Марина', 'marina.axe@example.ru', 'Вопрос ждёт ответа?');
  await signUpForWebinar('Марина Орлова', 'Тверь');
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    const { page } = await staffPage(browser, 'owner', viewport);
    for (const [path, heading] of [
      ['/admin/orders', 'Заказы'],
      [`/admin/orders/${orderId}`, `Заказ № ${orderId}`],
      [`/admin/orders/${orderId}/picking`, `Лист сборки заказа № ${orderId}`],
      ['/admin/customers', 'Покупатели'],
      ['/admin/professionals', 'Заявки специалистов'],
      ['/admin/reviews', 'Отзывы'],
      ['/admin/questions', 'Вопросы'],
      ['/admin/webinars', 'Записи на вебинары'],
      ['/admin/staff', 'Сотрудники'],
      ['/admin/audit', 'Журнал изменений'],
    ]) {
      await page.goto(`${shop}${path}`);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      expect(await seriousViolations(page), `${path} at ${viewport.width} px`).toEqual([]);
    }
    await page.context().clearCookies();
    await page.goto(`${shop}/admin/login`);
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    expect(await seriousViolations(page), `/admin/login at ${viewport.width} px`).toEqual([]);
    await page.context().close();
  }
});
