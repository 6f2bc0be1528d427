const FLOWS = [
  {
    who: '创作者',
    steps: [
      '用手机号注册，提交创作者申请，审核通过后开通创作中心',
      '发布免费或付费作品，设置按月支持方案与充电奖励',
      '在收益管理查看每一笔收入，结算期满后申请提现',
    ],
  },
  {
    who: '支持者',
    steps: [
      '搜索并关注喜欢的创作者，浏览 TA 的公开动态',
      '解锁付费作品、加入支持方案，或直接打赏',
      '通过微信或支付宝完成付款，随时回看已购内容',
    ],
  },
];

export function HowItWorks() {
  return (
    <section className="promo-section">
      <h2 className="promo-section__title">如何运作</h2>
      <div className="promo-flows">
        {FLOWS.map((flow) => (
          <article key={flow.who} className="promo-flow">
            <h3>我是{flow.who}</h3>
            <ol>
              {flow.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </section>
  );
}
