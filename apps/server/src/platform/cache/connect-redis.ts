import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** The app's Redis connection: errors logged (not thrown), closed with the app. */
export function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });

  return redis;
}
