// Values the global setups hand to test files (vitest `provide`/`inject`).
declare module 'vitest' {
  export interface ProvidedContext {
    /** server tier: a tar of a migrated PGlite data dir, cloned by every test file. */
    pgliteDumpFile: string;
    /** server-pg tier: the PostgreSQL URL (the tier exists only when TEST_DATABASE_URL is set). */
    postgresUrl: string;
    /**
     * server-pg tier: a migrated database each test file copies (CREATE DATABASE … TEMPLATE), or ''
     * where the role may not create databases (then each file migrates a schema of its own).
     */
    postgresTemplate: string;
  }
}

export const isPostgresTier = () => process.env.TEST_DB === 'postgres';
