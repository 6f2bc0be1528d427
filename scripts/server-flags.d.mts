/** Types for server-flags.mjs, imported by the server's production-start test. */
export declare const EMBEDDED_DATABASE_FLAGS: string[];
export declare function usesEmbeddedDatabase(envFile?: string): boolean;
