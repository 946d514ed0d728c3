import { formatPhone } from '../../domain/phone-mask';
import { SHOP_NAME } from '../../domain/shop-identity';
import { EMAIL_SIGNATURE } from '../emails/signature';

/** The texts of the shop's account e-mails (plain text; every link is the shop's own PUBLIC_URL address). */

/** A private customer's first e-mail, sent on registration: what the account gives and where it is. */
export function welcomeEmail(firstname: string, shopUrl: string): { subject: string; text: string } {
  return {
    subject: `Добро пожаловать в интернет-магазин ${SHOP_NAME}`,
    text:
      `Здравствуйте${firstname ? `, ${firstname}` : ''}!\n\nВы зарегистрировались в интернет-магазине профессиональной ` +
      'косметики. В личном кабинете — ваши заказы и их статусы, избранное и данные для доставки, чтобы следующий ' +
      `заказ оформлялся быстрее:\n\n${shopUrl}/my-account${EMAIL_SIGNATURE}`,
  };
}

export function recoveryEmail(link: string): { subject: string; text: string } {
  return {
    subject: 'Восстановление пароля',
    text:
      'Здравствуйте!\n\nВы (или кто-то другой) запросили смену пароля в интернет-магазине. Чтобы задать новый пароль, ' +
      `откройте ссылку:\n\n${link}\n\nСсылка действует 1 час и только один раз. Если вы не запрашивали смену пароля, ` +
      `просто не обращайте внимания на это письмо: пароль останется прежним.${EMAIL_SIGNATURE}`,
  };
}

export function approvalEmail(firstname: string, shopUrl: string): { subject: string; text: string } {
  return {
    subject: 'Ваш документ проверен: цены для специалистов открыты',
    text:
      `Здравствуйте${firstname ? `, ${firstname}` : ''}!\n\nМы проверили ваш документ и подтвердили учётную запись специалиста. ` +
      `Теперь после входа на сайт вы видите цены со скидкой 30%:\n\n${shopUrl}/login${EMAIL_SIGNATURE}`,
  };
}

export function professionalReceivedEmail(firstname: string): { subject: string; text: string } {
  return {
    subject: 'Регистрация специалиста: документ на проверке',
    text:
      `Здравствуйте${firstname ? `, ${firstname}` : ''}!\n\nСпасибо за регистрацию. Мы проверим загруженный документ и ` +
      `пришлём письмо, когда откроем цены для специалистов. До этого вы можете входить на сайт и покупать по обычным ценам.${EMAIL_SIGNATURE}`,
  };
}

/** A professional's application refused: the reason as the staff member wrote it, and what the customer keeps. */
export function rejectionEmail(firstname: string, reason: string): { subject: string; text: string } {
  return {
    subject: 'Регистрация специалиста: заявка отклонена',
    text:
      `Здравствуйте${firstname ? `, ${firstname}` : ''}!\n\nМы рассмотрели ваш документ и не смогли подтвердить учётную ` +
      `запись специалиста. Причина:\n\n${reason}\n\nВаша учётная запись остаётся: вы можете входить на сайт и покупать ` +
      `по обычным ценам. Если у вас есть другой документ, ответьте на это письмо.${EMAIL_SIGNATURE}`,
  };
}

/** The back office's page of professionals' applications, linked from the shop's e-mail about a new one. */
export const PROFESSIONALS_PAGE = '/admin/professionals';

/** The shop's own mailbox hears of each new professional's application (the document waits in the back office). */
export function newApplicationEmail(
  customer: { firstname: string; lastname: string; email: string; telephone: string },
  backOfficeUrl: string,
): { subject: string; text: string } {
  const name = [customer.firstname, customer.lastname].filter(Boolean).join(' ');
  return {
    subject: `Новая заявка специалиста: ${name || customer.email}`,
    text:
      `Зарегистрировался специалист и ждёт проверки документа.\n\nИмя: ${name}\nE-mail: ${customer.email}\n` +
      `Телефон: ${formatPhone(customer.telephone)}\n\nДокумент и решение ('Одобрить' или 'Отклонить'):\n${backOfficeUrl}`,
  };
}

/** A staff member moved the customer to the other group: the prices they see from now on. */
export function customerGroupEmail(
  firstname: string,
  professional: boolean,
  shopUrl: string,
): { subject: string; text: string } {
  const hello = `Здравствуйте${firstname ? `, ${firstname}` : ''}!\n\n`;
  return professional
    ? {
        subject: 'Вам открыты цены для специалистов',
        text:
          `${hello}Ваша учётная запись переведена в группу специалистов. Теперь после входа на сайт вы видите цены ` +
          `со скидкой 30%:\n\n${shopUrl}/login${EMAIL_SIGNATURE}`,
      }
    : {
        subject: 'Ваша учётная запись переведена в группу частных покупателей',
        text:
          `${hello}Ваша учётная запись переведена в группу частных покупателей: на сайте вы видите обычные цены. ` +
          `Если это ошибка, ответьте на это письмо.${EMAIL_SIGNATURE}`,
      };
}
