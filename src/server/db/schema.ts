import type { AccountTables } from './tables/account-tables';
import type { CatalogueTables } from './tables/catalogue-tables';
import type { ContentTables } from './tables/content-tables';
import type { ShellTables } from './tables/shell-tables';

/** Every table Kysely knows. A later capability adds its own `tables/<area>-tables.ts` and extends this list. */
export interface Database extends CatalogueTables, ContentTables, ShellTables, AccountTables {}
