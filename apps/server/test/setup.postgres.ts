import { beforeEach, inject } from 'vitest';
import './provided';

// Without TEST_DATABASE_URL every test of the server-pg tier is skipped (the global setup says why).
if (!inject('postgresUrl')) {
  beforeEach(({ skip }) => skip('server-pg: TEST_DATABASE_URL not set'));
}
