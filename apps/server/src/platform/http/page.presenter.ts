/** One page of a numbered list, the `{ list, total, page, pageSize }` every such answer has. */
export function presentPage<T>(
  list: T[],
  total: number,
  at: { page: number; pageSize: number },
): { list: T[]; total: number; page: number; pageSize: number } {
  return { list, total, page: at.page, pageSize: at.pageSize };
}
