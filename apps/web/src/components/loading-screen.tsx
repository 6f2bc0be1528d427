import './loading-screen.css';
import { LOADING_DOT_KEYS, LOADING_GROUP_KEYS, LOADING_LABEL } from './loading-screen-markup';

type LoadingScreenProps = {
  /** `page` fills the viewport (first load); `inline` fills its container; `overlay` covers the page. */
  variant?: 'page' | 'inline' | 'overlay';
};

/**
 * SPEC 2.1: three groups of four animated dots while content loads. Plain CSS, no Ant Design. The
 * same markup is in index.html for the first paint (loading-screen-markup.ts); each dot's delay
 * comes from its place (CSS), so the two stay identical.
 */
export function LoadingScreen({ variant = 'page' }: LoadingScreenProps) {
  return (
    <div className={`loading-screen loading-screen--${variant}`} role="status" aria-live="polite">
      <div className="loading-screen__groups">
        {LOADING_GROUP_KEYS.map((groupKey) => (
          <span key={groupKey} className="loading-screen__group" data-testid="loading-group">
            {LOADING_DOT_KEYS.map((dotKey) => (
              <span key={dotKey} className="loading-screen__dot" data-testid="loading-dot" />
            ))}
          </span>
        ))}
      </div>
      <span className="loading-screen__label">{LOADING_LABEL}</span>
    </div>
  );
}
