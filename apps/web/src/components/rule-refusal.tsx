import { Reason } from '@frog/contracts/reasons';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { RequestError } from '@/lib/request';

/** Refusals because of a rule: a blocked word (its message ends 见平台公约), a 禁言. */
const RULE_REASONS: ReadonlySet<string> = new Set([Reason.TEXT_BLOCKED, Reason.ACCOUNT_MUTED]);

/**
 * What a refusal says on screen: a refusal because of a rule links to /rules, opened in a new tab
 * so nothing being written is lost; any other error is its text.
 */
export function refusalContent(error: unknown, fallback: string): ReactNode {
  const text = error instanceof Error && error.message ? error.message : fallback;
  if (!(error instanceof RequestError) || !RULE_REASONS.has(error.reason ?? '')) return text;

  return (
    <span>
      {text}{' '}
      <a href={paths.rules.href()} target="_blank" rel="noopener">
        查看平台公约
      </a>
    </span>
  );
}
