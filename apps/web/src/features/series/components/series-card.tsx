import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { OwnSeries } from '@frog/contracts';
import { App, Button, Card, Select, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { confirmDanger } from '@/lib/confirm-danger';
import { useDeleteSeries, useSetSeriesPosts } from '../api/save-series';
import { SeriesForm } from './series-form';

const STATUS_TEXT: Record<string, string> = {
  scheduled: '定时',
  draft: '草稿',
  hidden: '已隐藏',
  taken_down: '已下架',
  in_review: '待审核',
};

/** Moves `ids[index]` by `step` (−1 up, +1 down). */
const moved = (ids: number[], index: number, step: number) => {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + step, 0, id!);

  return next;
};

/** One series in the creator's tools: its posts in order, moved, removed and added in place. */
export function SeriesCard({
  series,
  options,
}: {
  series: OwnSeries;
  options: { value: number; label: string }[];
}) {
  const { message, modal } = App.useApp();
  const [editing, setEditing] = useState(false);
  const setPosts = useSetSeriesPosts();
  const remove = useDeleteSeries();
  const ids = series.posts.map((post) => post.id);

  const save = async (postIds: number[], done: string) => {
    try {
      await setPosts.mutateAsync({ id: String(series.id), postIds: postIds.map(String) });
      message.success(done);
    } catch (error) {
      message.error(errorMessage(error));
    }
  };
  const handleDelete = () =>
    confirmDanger(modal, {
      title: `删除合集「${series.title}」？`,
      content: '合集里的作品不会被删除。',
      okText: '删除',
      onOk: () => remove.mutateAsync(series.id).then(() => message.success('合集已删除')),
    });

  return (
    <Card
      title={<Link to={paths.series.href(series.id)}>{series.title}</Link>}
      extra={
        <>
          <Button
            type="text"
            icon={<EditOutlined />}
            onClick={() => setEditing(true)}
            aria-label={`编辑合集 ${series.title}`}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={handleDelete}
            aria-label={`删除合集 ${series.title}`}
          />
        </>
      }
    >
      {series.description && <p className="page__subtitle">{series.description}</p>}
      <ol className="series-manager__posts" aria-label={`${series.title} 的作品`}>
        {series.posts.map((post, index) => (
          <li key={post.id} className="series-manager__post">
            <span className="series-manager__post-title">
              {index + 1}. {post.title || '无标题'}
            </span>
            {STATUS_TEXT[post.status] && <Tag>{STATUS_TEXT[post.status]}</Tag>}
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={`上移 ${post.title}`}
              disabled={index === 0 || setPosts.isPending}
              onClick={() => save(moved(ids, index, -1), '顺序已保存')}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={`下移 ${post.title}`}
              disabled={index === ids.length - 1 || setPosts.isPending}
              onClick={() => save(moved(ids, index, 1), '顺序已保存')}
            />
            <Button
              size="small"
              danger
              aria-label={`移出 ${post.title}`}
              disabled={setPosts.isPending}
              onClick={() =>
                save(
                  ids.filter((id) => id !== post.id),
                  '已移出合集',
                )
              }
            >
              移出
            </Button>
          </li>
        ))}
      </ol>
      {series.posts.length === 0 && <p className="page__subtitle">合集里还没有作品</p>}
      <div className="series-manager__add">
        <Select
          showSearch
          optionFilterProp="label"
          placeholder="选择要加入的作品"
          notFoundContent="没有可加入的已发布作品"
          aria-label={`加入 ${series.title} 的作品`}
          options={options.filter((option) => !ids.includes(option.value))}
          value={null}
          onChange={(postId: number) => save([...ids, postId], '已加入合集')}
          disabled={setPosts.isPending}
        />
      </div>
      <SeriesForm open={editing} series={series} onClose={() => setEditing(false)} />
    </Card>
  );
}
