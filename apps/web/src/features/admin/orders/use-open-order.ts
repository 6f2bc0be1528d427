import { useSearchParams } from 'react-router';

/** The order whose detail is open (`?order=` beside `?tab=orders`), and how to open or close one. */
export function useOpenOrder() {
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('order');

  const open = (no: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (no) next.set('order', no);
      else next.delete('order');

      return next;
    });

  return { orderNo, open };
}
