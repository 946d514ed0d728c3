/**
 * product §4 / integrations §1: the card payment leaves the shop by a hidden UTF-8 POST form of the fields the server
 * signed, submitted to the bank's page (or the local sandbox). A form post (not fetch) so the browser navigates there.
 */
export function postPaymentForm(
  data: { action: string; fields: Record<string, string> },
  doc: Document = document,
): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = data.action;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(data.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  return form;
}
