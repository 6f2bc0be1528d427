import {
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Dialect,
  type Kysely,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

// Kysely's Migrator asks the dialect's introspector whether its bookkeeping tables exist, before it
// takes its lock. PostgreSQL's introspector lists every column of every table in every schema and
// calls pg_get_serial_sequence() and has_schema_privilege() with each one's name: when another
// session drops a table or schema meanwhile (a second process migrating at start, a test dropping its
// schema) the listing fails with "schema … does not exist" or "relation … does not exist" and the
// migration with it. This introspector looks at the current schema only (the one the Migrator is
// bound to, platform/db/migrate.ts), with plain catalog joins that name nothing, so a concurrent drop elsewhere
// cannot break it; it is also one schema's catalog rows instead of the whole database's.

type ColumnRow = {
  table: string;
  isView: boolean;
  isForeign: boolean;
  column: string;
  type: string;
  typeSchema: string;
  notNull: boolean;
  hasDefault: boolean;
  autoIncrementing: boolean;
  description: string | null;
};

export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(
      this.#db,
    );

    return rows;
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow & { schema: string }>`
      select c.relname as "table", c.relkind = 'v' as "isView", c.relkind = 'f' as "isForeign", ns.nspname as "schema",
        a.attname as "column", typ.typname as "type", tns.nspname as "typeSchema",
        a.attnotnull as "notNull", a.atthasdef as "hasDefault",
        (a.attidentity <> '' or exists (
          select 1 from pg_catalog.pg_depend d join pg_catalog.pg_class s on s.oid = d.objid and s.relkind = 'S'
          where d.refclassid = 'pg_catalog.pg_class'::regclass and d.refobjid = c.oid
            and d.refobjsubid = a.attnum and d.classid = 'pg_catalog.pg_class'::regclass and d.deptype in ('a', 'i')
        )) as "autoIncrementing",
        d.description as "description"
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace tns on tns.oid = typ.typnamespace
      left join pg_catalog.pg_description d
        on d.objoid = c.oid and d.objsubid = a.attnum and d.classoid = 'pg_catalog.pg_class'::regclass
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p', 'f')
        and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db);

    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && row.table.startsWith('kysely_')) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = {
          name: row.table,
          isView: row.isView,
          isForeign: row.isForeign,
          schema: row.schema,
          columns: [],
        };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.typeSchema,
        isNullable: !row.notNull,
        hasDefaultValue: row.hasDefault,
        isAutoIncrementing: row.autoIncrementing,
        comment: row.description ?? undefined,
      });
    }

    return [...tables.values()];
  }
}

/** `dialect` with its introspector replaced by CurrentSchemaIntrospector. */
export function withCurrentSchemaIntrospector(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => dialect.createDriver(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => new CurrentSchemaIntrospector(db),
  };
}
