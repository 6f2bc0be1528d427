import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { UNDER_CONSTRUCTION } from '@/config/messages';

type UnderConstructionProps = { title: string; children?: ReactNode };

/** The one placeholder for screens that a later piece of work builds: the page title and 功能建设中. */
export function UnderConstruction({ title, children }: UnderConstructionProps) {
  return (
    <section className="page page--narrow">
      <h1 className="page__title">{title}</h1>
      {children}
      <Result
        icon={<ToolOutlined style={{ color: '#00b96b' }} />}
        title={UNDER_CONSTRUCTION}
        subTitle="这里的功能正在开发，敬请期待。"
        extra={
          <Link to={paths.mine.href()}>
            <Button>返回我的</Button>
          </Link>
        }
      />
    </section>
  );
}
