/** Contact facts of the operator, shown on the static pages. Set the real ones before going live. */
export const site = {
  name: '创作蛙',
  supportEmail: 'support@chuangzuowa.example',
  businessEmail: 'bd@chuangzuowa.example',
  privacyEmail: 'privacy@chuangzuowa.example',
  serviceHours: '工作日 9:30–18:30（法定节假日顺延）',
  effectiveDate: '2026年11月21日',
} as const;
