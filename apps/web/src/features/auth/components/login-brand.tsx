/** The left column of the sign-in page on wide screens. */
export function LoginBrand() {
  return (
    <div className="login-brand">
      <h2>
        欢迎来到 <span>创作蛙</span>
      </h2>
      <p>发现值得支持的创作者，解锁付费作品，加入支持方案；也可以在这里开启你自己的创作事业。</p>
      <ul>
        <li>手机号验证码登录，首次登录自动注册</li>
        <li>付费内容、月度支持方案、打赏一站搞定</li>
        <li>评论、关注，与创作者直接交流</li>
      </ul>
    </div>
  );
}
