/**
 * The largest id (PostgreSQL integer): a bigger one names no row, and the database refuses it.
 * Without zod, so the web app's route parsing can import it without the schemas.
 */
export const MAX_ID = 2_147_483_647;
