/** Small inline icons, so the cashier needs no icon font or image request on a weak network. */

export function WechatPayIcon() {
  return (
    <svg className="co-icon" viewBox="0 0 24 24" aria-hidden="true">
      <rect width="24" height="24" rx="5" fill="#1aad19" />
      <ellipse cx="10" cy="10.5" rx="6" ry="5" fill="#fff" />
      <ellipse cx="15" cy="14" rx="5" ry="4.2" fill="#fff" stroke="#1aad19" strokeWidth="1" />
      <circle cx="8" cy="9" r="0.9" fill="#1aad19" />
      <circle cx="12" cy="9" r="0.9" fill="#1aad19" />
      <circle cx="13.4" cy="13.3" r="0.75" fill="#1aad19" />
      <circle cx="16.6" cy="13.3" r="0.75" fill="#1aad19" />
    </svg>
  );
}

export function AlipayIcon() {
  return (
    <svg className="co-icon" viewBox="0 0 24 24" aria-hidden="true">
      <rect width="24" height="24" rx="5" fill="#1677ff" />
      <text x="12" y="17" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff">
        支
      </text>
    </svg>
  );
}

export function SuccessIcon() {
  return (
    <svg className="co-result-icon" viewBox="0 0 48 48" aria-hidden="true">
      <circle cx="24" cy="24" r="24" fill="#00b96b" />
      <path
        d="M14 24.5l7 7 13-14"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function FailIcon() {
  return (
    <svg className="co-result-icon" viewBox="0 0 48 48" aria-hidden="true">
      <circle cx="24" cy="24" r="24" fill="#ff4d4f" />
      <path d="M16 16l16 16M32 16L16 32" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function ShieldIcon() {
  return (
    <svg className="co-inline-icon" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M8 1l6 2.2v4.3c0 3.6-2.5 6.2-6 7.5-3.5-1.3-6-3.9-6-7.5V3.2z" fill="#faad14" />
      <path d="M8 4.5v4.2M8 10.6v.9" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function BackIcon() {
  return (
    <svg className="co-inline-icon" viewBox="0 0 16 16" aria-hidden="true">
      <path
        d="M10.5 2.5L5 8l5.5 5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The default creator avatar shown before the order loads: a friendly frog. */
export function DefaultAvatar() {
  return (
    <svg className="co-avatar" viewBox="0 0 40 40" aria-hidden="true">
      <circle cx="20" cy="20" r="20" fill="#e6f8f0" />
      <ellipse cx="20" cy="25" rx="12" ry="9" fill="#00b96b" />
      <circle cx="13.5" cy="15" r="5" fill="#00b96b" />
      <circle cx="26.5" cy="15" r="5" fill="#00b96b" />
      <circle cx="13.5" cy="15" r="2.6" fill="#fff" />
      <circle cx="26.5" cy="15" r="2.6" fill="#fff" />
      <circle cx="14" cy="15.4" r="1.3" fill="#1f2329" />
      <circle cx="27" cy="15.4" r="1.3" fill="#1f2329" />
      <path d="M15 27q5 3.5 10 0" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
