import type { OrderQuote } from '@frog/contracts';
import { Alert, Button, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { RealNameForm } from '@/features/real-name/components/real-name-form';
import { type OrderAsk, preCheckOrder } from '../api/order-api';
import { defaultChannel } from '../lib/channel';
import { readRefusal } from '../lib/refusal';
import { startPayment } from '../lib/start-payment';
import { PayFooter } from './channel-picker';
import { DiscountCodeField, QuoteSavings } from './quote-savings';

type CheckoutDialogProps = {
  ask: OrderAsk;
  /** The post is already the buyer's: refresh what the page shows. */
  onAlreadyUnlocked: (message: string) => void;
  onClose: () => void;
};

type Phase =
  | { name: 'checking' }
  | { name: 'ready'; quote: OrderQuote; notice?: string }
  | { name: 'refused'; message: string }
  /** MINOR_PROTECTION: the buyer verifies their real name here, then the check runs again. */
  | { name: 'verify' };

/**
 * Confirms a post unlock or a plan purchase: asks the server for the price (pre-check), shows it with
 * the payment channel, then places the order and opens the cashier. A changed price is shown and
 * asked again; an already unlocked post refreshes the page.
 */
export function CheckoutDialog({ ask, onAlreadyUnlocked, onClose }: CheckoutDialogProps) {
  const [phase, setPhase] = useState<Phase>({ name: 'checking' });
  const [channel, setChannel] = useState(() => defaultChannel());
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState('');
  const [confirmedAsk, setConfirmedAsk] = useState(ask);
  const [attempt, setAttempt] = useState(0);
  const [codeError, setCodeError] = useState('');
  // Tips take no codes, nor does an upgrade's difference.
  const takesCodes = ask.kind !== 'tip' && ask.upgradeFrom === undefined;

  /** Prices the order with a code (or none again); a refused code keeps the last price and says why. */
  const applyCode = async (code: string | undefined) => {
    setCodeError('');
    try {
      const withCode = { ...confirmedAsk, code };
      const quote = await preCheckOrder(withCode);
      setConfirmedAsk(withCode);
      setPhase({ name: 'ready', quote });
    } catch (error) {
      setCodeError(readRefusal(error).message);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` (the real name just verified) checks again
  useEffect(() => {
    let live = true;
    const check = async () => {
      try {
        const quote = await preCheckOrder(ask);
        if (live) setPhase({ name: 'ready', quote });
      } catch (error) {
        if (!live) return;
        const refusal = readRefusal(error);
        if (refusal.kind === 'already-unlocked') {
          onAlreadyUnlocked(refusal.message);
          return;
        }
        if (refusal.kind === 'real-name-required') {
          setPhase({ name: 'verify' });
          return;
        }
        if (refusal.kind === 'price-changed') {
          // Ask again at today's price, and say so.
          try {
            const quote = await preCheckOrder({ ...ask, expectedPrice: undefined });
            if (!live) return;
            setConfirmedAsk({ ...ask, expectedPrice: quote.listPrice });
            setPhase({
              name: 'ready',
              quote,
              notice: `价格已变动，当前价格为 ¥${quote.price}，请确认后支付`,
            });
          } catch (again) {
            if (live) setPhase({ name: 'refused', message: readRefusal(again).message });
          }
          return;
        }
        setPhase({ name: 'refused', message: refusal.message });
      }
    };
    void check();

    return () => {
      live = false;
    };
  }, [ask, onAlreadyUnlocked, attempt]);

  const pay = async () => {
    setPaying(true);
    setPayError('');
    try {
      await startPayment(confirmedAsk, channel);
    } catch (error) {
      const refusal = readRefusal(error);
      if (refusal.kind === 'already-unlocked') onAlreadyUnlocked(refusal.message);
      else if (refusal.kind === 'real-name-required') setPhase({ name: 'verify' });
      else if (refusal.kind === 'code-refused') {
        // The code stopped applying meanwhile (used up, expired): price it again without.
        setCodeError(refusal.message);
        void applyCode(undefined).then(() => setCodeError(refusal.message));
      } else setPayError(refusal.message);
      setPaying(false);
    }
  };

  if (phase.name === 'checking') return <Skeleton active avatar paragraph={{ rows: 2 }} />;
  if (phase.name === 'verify') {
    return (
      <RealNameForm
        onVerified={() => {
          setPhase({ name: 'checking' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (phase.name === 'refused') {
    return (
      <div className="order-dialog">
        <Alert type="warning" showIcon title={phase.message} />
        <Button block className="order-dialog__pay" onClick={onClose}>
          知道了
        </Button>
      </div>
    );
  }

  const { quote } = phase;

  return (
    <div className="order-dialog">
      {phase.notice && <Alert type="info" showIcon title={phase.notice} className="order-dialog__notice" />}
      <div className="order-dialog__creator">
        <UserAvatar nickname={quote.creator.nickname} avatarUrl={quote.creator.avatarUrl} size={40} />
        <span>{quote.creator.nickname}</span>
      </div>
      <p className="order-dialog__desc">{quote.description}</p>
      <p className="order-dialog__price">
        <small>¥</small>
        {quote.price}
      </p>
      <QuoteSavings quote={quote} />
      {takesCodes && (
        <DiscountCodeField
          applied={quote.code}
          error={codeError}
          onApply={(code) => applyCode(code)}
          onRemove={() => applyCode(undefined)}
        />
      )}
      <PayFooter channel={channel} onChannelChange={setChannel} error={payError} paying={paying} onPay={pay}>
        确认支付 ¥{quote.price}
      </PayFooter>
    </div>
  );
}
