import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ERROR_SCREEN_HEADING } from '@/config/messages';
import './error-screen.css';

/** What the router's default error screen shows under its heading: `status statusText`, or the message. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;

  return JSON.stringify(error) ?? 'Unknown Error';
}

/** The root route's errorElement (SPEC 2.1). Plain CSS: it must render even when the app shell broke. */
export function ErrorScreen() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);

  return (
    <main className="error-screen">
      <div className="error-screen__card">
        <div className="error-screen__badge" aria-hidden="true">
          !
        </div>
        <h2 className="error-screen__heading">{ERROR_SCREEN_HEADING}</h2>
        <h3 className="error-screen__detail">{describeRouteError(error)}</h3>
        <p className="error-screen__hint">页面出了点问题，可以刷新重试，或先回到首页。</p>
        <div className="error-screen__actions">
          <button type="button" className="error-screen__button" onClick={() => window.location.reload()}>
            刷新页面
          </button>
          <a className="error-screen__button error-screen__button--primary" href="/">
            返回首页
          </a>
        </div>
      </div>
    </main>
  );
}
