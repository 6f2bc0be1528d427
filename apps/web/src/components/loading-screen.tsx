import './loading-screen.css';

/** Three groups of four dots; fixed keys because the dots never reorder. */
const GROUPS = ['first', 'second', 'third'];
const DOTS = ['a', 'b', 'c', 'd'];

type LoadingScreenProps = {
  /** `page` fills the viewport (first load); `inline` fills its container; `overlay` covers the page. */
  variant?: 'page' | 'inline' | 'overlay';
};

/** SPEC 2.1: three groups of four animated dots while content loads. Plain CSS, no Ant Design. */
export function LoadingScreen({ variant = 'page' }: LoadingScreenProps) {
  return (
    <div className={`loading-screen loading-screen--${variant}`} role="status" aria-live="polite">
      <div className="loading-screen__groups">
        {GROUPS.map((groupKey, group) => (
          <span key={groupKey} className="loading-screen__group" data-testid="loading-group">
            {DOTS.map((dotKey, dot) => (
              <span
                key={dotKey}
                className="loading-screen__dot"
                data-testid="loading-dot"
                style={{ animationDelay: `${group * 0.24 + dot * 0.12}s` }}
              />
            ))}
          </span>
        ))}
      </div>
      <span className="loading-screen__label">加载中</span>
    </div>
  );
}
