import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MembershipNote } from './membership-note';

describe('MembershipNote', () => {
  it('a paid membership reads 已支持至 its China date', () => {
    render(<MembershipNote membership={{ endsAt: '2027-02-23T15:30:00.000Z', trialEndsAt: null }} />);
    expect(screen.getByText(/已支持至/).textContent).toBe(' 已支持至 2027-02-23');
  });

  it('a membership that is still only its trial reads 免费试用至', () => {
    const end = '2026-12-10T04:00:00.000Z';
    render(<MembershipNote membership={{ endsAt: end, trialEndsAt: end }} />);
    expect(screen.getByText(/免费试用至/).textContent).toBe(' 免费试用至 2026-12-10');
  });

  it('months bought onto a trial read 已支持至 the later end', () => {
    render(
      <MembershipNote
        membership={{ endsAt: '2027-01-10T04:00:00.000Z', trialEndsAt: '2026-12-10T04:00:00.000Z' }}
      />,
    );
    expect(screen.getByText(/已支持至/).textContent).toBe(' 已支持至 2027-01-10');
  });
});
