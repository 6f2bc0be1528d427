import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { routeModule } from '../../../platform/http/route-module';
import { reconcileDayNow } from './reconcile-day-now';
import { reconciliationContextOf } from './reconcile-bills';
import { chinaDateOf } from './trade-day';

const bodySchema = z.object({
  /** The China trade day, yyyy-MM-dd; today when absent. */
  tradeDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

/**
 * POST /sim/_hooks/reconcile: reconciles a trade day (today by default) at once, so Playwright and
 * local poking can see today's differences in 对账 without waiting for tomorrow's job. A test hook
 * like the simulator's own (unauthenticated): app.ts registers it only with the simulator, which
 * refuses to start when NODE_ENV=production.
 */
export const reconcileNowRoutes = routeModule((app, deps: AppDeps) => {
  if (!deps.payments.simulator || deps.env.NODE_ENV === 'production') return;
  app.post('/sim/_hooks/reconcile', async (request, reply) => {
    const parsed = bodySchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ message: '对账日须为 yyyy-MM-dd' });
    const tradeDate = parsed.data.tradeDate ?? chinaDateOf(new Date());

    return reconcileDayNow(await reconciliationContextOf(deps), tradeDate);
  });
});
