import { EMAIL_SIGNATURE } from '../emails/signature';

/** The e-mail that carries a staff member's answer to the person who asked (its text; the HTML part is made from it). */
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
      `Вопрос и ответ на сайте:\n${pageUrl}${EMAIL_SIGNATURE}`,
  };
}
