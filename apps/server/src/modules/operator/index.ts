// Operator: the console's queues, moderation (takedowns, hidden comments) and bans. Money decisions (refunds, withdrawals) are the money module's.
// This file is the module's only public face: other modules and the composition root import it,
// never an inner file (biome.json zones; docs/ARCHITECTURE.md).
export { adminConsoleRoutes } from './console.routes';
export { reportRoutes } from './reports/report.routes';
export { findUserIdsByKeyword } from './users/admin-user.repository';
