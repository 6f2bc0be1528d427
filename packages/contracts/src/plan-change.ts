import { z } from 'zod';

// Moving up to a dearer plan of the same creator (升级, issue 24 item 1): the member pays only the
// difference of the monthly prices for the days they have left, and those days move to the new
// plan. A cheaper plan is not an upgrade: it is bought as usual, and may begin when the dearer
// membership ends (降级).

const DAY_MS = 86_400_000;

/** Whole days left until `endsAt` (a day begun counts): the days an upgrade is priced for. */
export const daysLeft = (endsAt: Date, now: Date) =>
  Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));

/** The difference for `days` (a month is 30 days), in fen, never below 1 fen. */
export const upgradePriceFen = (fromPriceFen: number, toPriceFen: number, days: number) =>
  Math.max(1, Math.round(((toPriceFen - fromPriceFen) * days) / 30));

/** What a member of a cheaper plan of the creator is offered on the dearer plan's page. */
export const planUpgradeOfferSchema = z.object({
  fromPlan: z.object({ id: z.number(), name: z.string(), price: z.string() }),
  /** When the membership moved ends: the same day on the new plan. */
  endsAt: z.string(),
  days: z.number().int(),
  /** The difference to pay (yuan). */
  price: z.string(),
});
export type PlanUpgradeOffer = z.infer<typeof planUpgradeOfferSchema>;

/** What a member of a dearer plan of the creator is offered on a cheaper plan's page: begin after it. */
export const planDowngradeOfferSchema = z.object({
  fromPlan: z.object({ id: z.number(), name: z.string(), price: z.string() }),
  /** When the dearer membership ends: the cheaper plan's months would begin then. */
  endsAt: z.string(),
});
export type PlanDowngradeOffer = z.infer<typeof planDowngradeOfferSchema>;
