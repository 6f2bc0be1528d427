import type { OrderQuote } from '@frog/contracts';
import { Button, Input, Tag } from 'antd';
import { useState } from 'react';

/** 原价 and each saving under the price, when there is any. */
export function QuoteSavings({ quote }: { quote: OrderQuote }) {
  if (quote.savings.length === 0) return null;

  return (
    <ul className="order-dialog__savings" aria-label="优惠明细">
      <li>
        原价 <del>¥{quote.listPrice}</del>
      </li>
      {quote.savings.map((saving) => (
        <li key={saving.label}>
          {saving.label} <strong>−¥{saving.amount}</strong>
        </li>
      ))}
    </ul>
  );
}

type DiscountCodeFieldProps = {
  /** The code on the price now, or null. */
  applied: string | null;
  error: string;
  onApply: (code: string) => Promise<void>;
  onRemove: () => Promise<void>;
};

/** 优惠码: typed and checked on the server (the price above changes), or the applied one to remove. */
export function DiscountCodeField({ applied, error, onApply, onRemove }: DiscountCodeFieldProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  if (applied) {
    return (
      <p className="order-dialog__code">
        <Tag color="green">优惠码 {applied}</Tag>
        <Button type="link" size="small" loading={busy} onClick={() => run(onRemove)}>
          不使用
        </Button>
      </p>
    );
  }

  return (
    <div className="order-dialog__code">
      <Input.Search
        aria-label="优惠码"
        placeholder="有优惠码？输入后点使用"
        enterButton="使用"
        maxLength={20}
        value={text}
        loading={busy}
        status={error ? 'error' : undefined}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => {
          if (value.trim()) void run(() => onApply(value.trim()));
        }}
      />
      {error && (
        <p className="order-dialog__code-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
