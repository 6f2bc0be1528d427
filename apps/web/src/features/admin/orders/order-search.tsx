import type { AdminSearchField } from '@frog/contracts';
import { Button, Card, Select, Space } from 'antd';
import { useState } from 'react';
import { AdminSearch } from '../shared/admin-search';
import { PagedResults } from '../shared/paged-results';
import { type OrderSearch as Search, useOrderSearch } from './api/search-orders';
import { guessSearchField, SEARCH_FIELDS } from './lib/search-field';
import { OrderSummary } from './order-summary';

/** The search box (order number, payment number, buyer or creator) and what it found. */
export function OrderSearch({ onOpenOrder }: { onOpenOrder: (orderNo: string) => void }) {
  const [field, setField] = useState<AdminSearchField>('order_no');
  const [search, setSearch] = useState<Search | null>(null);
  const [page, setPage] = useState(1);
  const query = useOrderSearch(search, page);

  const handleSearch = (value: string) => {
    const keyword = value.trim();
    if (!keyword) {
      setSearch(null);
      return;
    }
    const guessed = guessSearchField(keyword, field);
    setField(guessed);
    setSearch({ field: guessed, keyword });
    setPage(1);
  };

  return (
    <div className="order-search">
      <Space.Compact block>
        <Select
          aria-label="搜索类型"
          value={field}
          onChange={setField}
          options={SEARCH_FIELDS.map((f) => ({ value: f.value, label: f.label }))}
          style={{ width: 110 }}
        />
        <AdminSearch
          label="搜索订单"
          onSearch={handleSearch}
          placeholder={SEARCH_FIELDS.find((f) => f.value === field)?.placeholder}
          maxLength={50}
        />
      </Space.Compact>
      {search && (
        <div className="order-search__results">
          <PagedResults
            query={query}
            page={page}
            onPageChange={setPage}
            empty="没有找到订单"
            summary={(total) => <p className="admin-muted">找到 {total} 个订单</p>}
            renderItem={(order) => (
              <Card
                key={order.orderNo}
                size="small"
                className="admin-card"
                data-testid={`order-${order.orderNo}`}
                extra={
                  <Button size="small" onClick={() => onOpenOrder(order.orderNo)}>
                    详情
                  </Button>
                }
                title={order.itemText}
              >
                <OrderSummary order={order} compact />
              </Card>
            )}
          />
        </div>
      )}
    </div>
  );
}
