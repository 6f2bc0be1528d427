import { Pagination } from 'antd';

/** Page numbers under a list, only when there is more than one page. */
export function PageFooter({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  if (total <= pageSize) return null;

  return (
    <Pagination
      className="admin-pagination"
      current={page}
      pageSize={pageSize}
      total={total}
      onChange={onChange}
      showSizeChanger={false}
      size="small"
    />
  );
}
