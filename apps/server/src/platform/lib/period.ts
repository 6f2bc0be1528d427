import { addDays, type DateRange, shanghaiDayStart } from '@frog/contracts';

/** A range of China dates (both inclusive) as instants: from its first midnight to the midnight after. */
export function rangeInstants(range: DateRange): { from: Date | null; to: Date | null } {
  return {
    from: range.from === null ? null : shanghaiDayStart(range.from),
    to: range.to === null ? null : shanghaiDayStart(addDays(range.to, 1)),
  };
}
