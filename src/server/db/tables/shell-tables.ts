import type { Generated } from './column-types';

/** product §3: 1 home about-text, 2 footer text, 3 cookie text, 4 maintenance flag ('1' = on). */
export interface SettingTable {
  setting_id: number;
  code: string;
  value: string;
}

/**
 * One URL segment → page module and id (product §2). target_id is text because the account module's ids are words
 * (login, register, account); numeric ids are returned as numbers.
 */
export interface UrlAliasTable {
  url_alias_id: Generated<number>;
  keyword: string;
  module: string;
  target_id: string;
}

export interface ShellTables {
  setting: SettingTable;
  url_alias: UrlAliasTable;
}
