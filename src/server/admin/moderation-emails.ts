/** The e-mail that carries a staff member's answer to the person who asked (plain text, like the account e-mails). */
export function answerEmail(
  name: string,
  question: string,
  answer: string,
  pageUrl: string,
): { subject: string; text: string } {
  return {
    subject: 'Ответ на ваш вопрос',
    text:
      `Здравствуйте${name ? `, ${name}` : ''}!\n\nВы спрашивали:\n${question}\n\nНаш ответ:\n${answer}\n\n` +
      `Вопрос и ответ на сайте:\n${pageUrl}\n\n—\nКосмецевтика: профессиональная косметика\nПн-Пт 10:00-18:00`,
  };
}
