import { UNDER_CONSTRUCTION } from '@/config/messages';

// Placeholder until the cashier work lands.
export function Component() {
  return <p>pay-success · {UNDER_CONSTRUCTION}</p>;
}
