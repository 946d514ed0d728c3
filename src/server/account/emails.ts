/** The texts of the shop's account e-mails (plain text; every link is the shop's own PUBLIC_URL address). */

const SIGNATURE = '\n\n—\nКосмецевтика: профессиональная косметика\nПн-Пт 10:00-18:00';

export function recoveryEmail(link: string): { subject: string; text: string } {
  return {
    subject: 'Восстановление пароля',
    text:
      'Здравствуйте!\n\nВы (или кто-то другой) запросили смену пароля в интернет-магазине. Чтобы задать новый пароль, ' +
      `откройте ссылку:\n\n${link}\n\nСсылка действует 1 час и только один раз. Если вы не запрашивали смену пароля, ` +
      `просто не обращайте внимания на это письмо: пароль останется прежним.${SIGNATURE}`,
  };
}

export function approvalEmail(firstname: string, shopUrl: string): { subject: string; text: string } {
  return {
    subject: 'Ваш документ проверен: цены для специалистов открыты',
    text:
      `Здравствуйте${firstname ? `, ${firstname}` : ''}!\n\nМы проверили ваш документ и подтвердили учётную запись специалиста. ` +
      `Теперь после входа на сайт вы видите цены со скидкой 30%:\n\n${shopUrl}/login${SIGNATURE}`,
  };
}

export function professionalReceivedEmail(firstname: string): { subject: string; text: string } {
  return {
    subject: 'Регистрация специалиста: документ на проверке',
    text:
      `Здравствуйте${firstname ? `, ${firstname}` : ''}!\n\nСпасибо за регистрацию. Мы проверим загруженный документ и ` +
      `пришлём письмо, когда откроем цены для специалистов. До этого вы можете входить на сайт и покупать по обычным ценам.${SIGNATURE}`,
  };
}
