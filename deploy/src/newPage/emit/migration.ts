import { isFiltered, isSorted, snakeOf, sqlColumn } from '../fields';
import { derived, type PageRequest } from '../request';

/** `local-backend/src/areas/<area>/migrations/<stamp>_<area>_<snake>.sql`: its file name. */
export const migrationName = (r: PageRequest) => `${r.stamp}_${r.area}_${derived(r).snake}.sql`;

/** The table: a column per field, the owners' columns, an index per filtered or sorted column. */
export function emitMigration(r: PageRequest): string {
  const { title, fields } = r;
  const { table, paths, memberColumn } = derived(r);
  const indexed = [
    ...(memberColumn ? [memberColumn] : []),
    ...fields.filter((field) => isFiltered(field) || isSorted(field)).map((field) => snakeOf(field.key)),
  ];
  return `-- ${title} (${paths.join(', ')}): written by pnpm new-page. Rows belong to a company and its agent (and the user who added them).
CREATE TABLE ${table} (
  id INTEGER PRIMARY KEY,
${memberColumn ? `  ${memberColumn} TEXT NOT NULL,\n` : ''}${fields.map((field) => `  ${sqlColumn(field)},\n`).join('')}  agent_id INTEGER REFERENCES agents(id),
  company_id INTEGER REFERENCES companies(id),
  user_id INTEGER REFERENCES users(id)
);
${indexed.map((column) => `CREATE INDEX ${table}_${column} ON ${table} (${column}${column === memberColumn ? '' : ', id'});\n`).join('')}CREATE INDEX ${table}_company ON ${table} (company_id);
CREATE INDEX ${table}_agent ON ${table} (agent_id);
`;
}
