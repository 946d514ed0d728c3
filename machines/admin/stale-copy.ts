/**
 * The server's refusal of a save made from a copy someone else has changed since it was opened (409 'Запись изменена
 * другим сотрудником' with the record as it is now, decision 0021). The app's actors reject with it; the back office's
 * statecharts then load the record afresh instead of showing an ordinary error.
 */
export class StaleCopy extends Error {
  override readonly name = 'StaleCopy';
}
