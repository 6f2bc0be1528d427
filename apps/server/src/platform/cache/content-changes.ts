import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/database';

/**
 * The channel the database notifies when something a visitor reads changed: a published post, its
 * attachments or plans, comments, support plans, or a user's public fields (migrations
 * notify-content-changes and notify-only-for-published-posts, statement-level triggers).
 * PostgreSQL delivers a NOTIFY only once its transaction commits, to every listening connection of
 * every process, whatever code wrote: so a cache emptied on it never keeps what a commit replaced,
 * and no write path can forget to say so.
 */
export const CONTENT_CHANNEL = 'frog_content';

/**
 * The channel of a payment whose status or query schedule moved (migration notify-payment-changes,
 * payload: the payment number): every process forgets its copy (platform/cache/payment-poll-cache.ts).
 */
export const PAYMENT_CHANNEL = 'frog_payment';

/**
 * The channel of sessions and users that changed or went (migration notify-session-changes, payload
 * `schema id,id,…` or `schema *` for all): every process forgets those sessions
 * (platform/cache/session-cache.ts).
 */
export const SESSION_CHANNEL = 'frog_session';

/**
 * The channel of members whose follows, unlocks or plan subscriptions a statement changed (migration
 * notify-member-changes, the same payload as SESSION_CHANNEL): every process forgets what it kept of
 * their reads (platform/cache/member-read-cache.ts).
 */
export const MEMBER_CHANNEL = 'frog_member';

/**
 * The channel of the word lists (migration create-word-lists, payload: the schema): every process
 * recompiles its text filter (modules/governance/text-filter/text-filter.ts).
 */
export const WORDS_CHANNEL = 'frog_words';

/** The users a SESSION_CHANNEL or MEMBER_CHANNEL payload of `schema` names ('all'), or undefined for another schema's. */
export function changedUsersOf(payload: string | undefined, schema: string): number[] | 'all' | undefined {
  const [of, ids] = (payload ?? '').split(' ');
  if (of !== schema || ids === undefined) return undefined;

  return ids === '*' ? 'all' : ids.split(',').map(Number);
}

export type ContentChangeHandlers = {
  /** Something changed (or may have, while the feed was down): forget what was read. */
  onChange(): void;
  /** This payment's status or schedule changed. */
  onPaymentChange?(paymentNo: string): void;
  /** These users' sessions or user rows changed ('all': too many to name). */
  onSessionChange?(userIds: number[] | 'all'): void;
  /** These members' follows, unlocks or subscriptions changed ('all': too many to name). */
  onMemberChange?(userIds: number[] | 'all'): void;
  /** The word lists changed. */
  onWordsChange?(): void;
  /** The feed is up (changes are heard) or down (nothing may be kept). */
  onConnected(connected: boolean): void;
  log: FastifyBaseLogger;
};

const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

/**
 * Listens on CONTENT_CHANNEL, PAYMENT_CHANNEL, SESSION_CHANNEL, MEMBER_CHANNEL and WORDS_CHANNEL: PGlite in process; PostgreSQL through a connection of its own (a
 * LISTEN holds it), reconnecting with back-off after a drop. Answers the function that stops it.
 */
export async function listenForContentChanges(
  database: Pick<Database, 'pglite' | 'pool'>,
  handlers: ContentChangeHandlers,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const pglite = database.pglite;
    const schema = await currentSchema((text) => pglite.query<{ schema: string }>(text));
    const unlisten = [
      await pglite.listen(CONTENT_CHANNEL, (payload) => {
        if (isOfSchema(payload, schema)) handlers.onChange();
      }),
      await pglite.listen(PAYMENT_CHANNEL, (paymentNo) => handlers.onPaymentChange?.(paymentNo)),
      await pglite.listen(SESSION_CHANNEL, (payload) =>
        announceUsers(handlers.onSessionChange, payload, schema),
      ),
      await pglite.listen(MEMBER_CHANNEL, (payload) =>
        announceUsers(handlers.onMemberChange, payload, schema),
      ),
      await pglite.listen(WORDS_CHANNEL, (payload) => {
        if (isOfSchema(payload, schema)) handlers.onWordsChange?.();
      }),
    ];
    handlers.onConnected(true);

    return async () => {
      handlers.onConnected(false);
      if (!pglite.closed) for (const stop of unlisten) await stop();
    };
  }
  if (!database.pool) return async () => {};

  return listenOnPostgres(database.pool.options, handlers);
}

function listenOnPostgres(config: pg.ClientConfig, handlers: ContentChangeHandlers): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const down = (error?: unknown) => {
    if (error) handlers.log.warn({ err: error }, 'content change feed lost; public read cache off');
    handlers.onConnected(false);
    void retire(client);
    client = undefined;
    if (stopped) return;
    timer = setTimeout(connect, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
    timer.unref();
    attempt += 1;
  };

  const connect = async () => {
    // keepAlive: a connection cut without a FIN or RST (a NAT's idle timeout, a failover) would
    // otherwise never say so, and the caches would stay on without hearing any change.
    const next = new pg.Client({ ...config, keepAlive: true });
    client = next;
    next.on('error', down);
    next.on('end', () => client === next && down());
    let schema = '';
    next.on('notification', ({ channel, payload }) => {
      if (channel === PAYMENT_CHANNEL) handlers.onPaymentChange?.(payload ?? '');
      else if (channel === SESSION_CHANNEL) announceUsers(handlers.onSessionChange, payload, schema);
      else if (channel === MEMBER_CHANNEL) announceUsers(handlers.onMemberChange, payload, schema);
      else if (!isOfSchema(payload, schema)) return;
      else if (channel === WORDS_CHANNEL) handlers.onWordsChange?.();
      else handlers.onChange();
    });
    try {
      await next.connect();
      schema = await currentSchema((text) => next.query<{ schema: string }>(text));
      await next.query(
        [CONTENT_CHANNEL, PAYMENT_CHANNEL, SESSION_CHANNEL, MEMBER_CHANNEL, WORDS_CHANNEL]
          .map((channel) => `listen ${channel};`)
          .join(' '),
      );
    } catch (error) {
      if (client === next) down(error);
      return;
    }
    attempt = 0;
    // Whatever changed while it was down was not heard: start from nothing.
    handlers.onChange();
    handlers.onWordsChange?.();
    handlers.onConnected(true);
  };
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    handlers.onConnected(false);
    const last = client;
    client = undefined;
    await retire(last);
  };
}

function announceUsers(
  handler: ((users: number[] | 'all') => void) | undefined,
  payload: string | undefined,
  schema: string,
) {
  const users = changedUsersOf(payload, schema);
  if (users !== undefined) handler?.(users);
}

/** The schema this process's tables are in (the connection's search_path). */
async function currentSchema(query: (text: string) => Promise<{ rows: { schema: string }[] }>) {
  return (await query('select current_schema() as schema')).rows[0]?.schema ?? '';
}

/**
 * A content change names the schema of the table that changed (a NOTIFY reaches every listener of
 * the database): another deployment or test file sharing the database in its own schema empties
 * nothing here. (Only a database not yet migrated to notify-only-for-published-posts sends none.)
 */
function isOfSchema(payload: string | undefined, schema: string): boolean {
  return payload === schema;
}

/**
 * Ends a feed connection that is no longer listened to. Its own listeners go, but an `error` one
 * stays: a socket error while it closes, with no listener, would be an uncaught exception.
 */
export function retire(client: pg.Client | undefined): Promise<void> {
  if (!client) return Promise.resolve();
  client.removeAllListeners();
  client.on('error', () => {});

  return client.end().catch(() => {});
}
