import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { shanghaiYear } from '@/utils/format-time';

export function SiteFooter() {
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label="关于">
        <Link to={paths.term.href()}>用户服务协议</Link>
        <Link to={paths.privacy.href()}>隐私政策</Link>
        <Link to={paths.contact.href()}>联系我们</Link>
        <Link to={paths.rules.href()}>平台公约</Link>
      </nav>
      <p className="footer__copy">© {shanghaiYear()} 创作蛙 · 让每一份创作都被看见、被支持</p>
    </footer>
  );
}
