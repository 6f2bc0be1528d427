import { UNDER_CONSTRUCTION } from '@/config/messages';

// Placeholder until the cashier work lands.
export function Component() {
  return <p>cashier · {UNDER_CONSTRUCTION}</p>;
}
