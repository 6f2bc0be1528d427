import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  LoadingOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Input, Modal, Progress, Tooltip } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useImageUpload } from '@/hooks/use-image-upload';
import { uploadPostImage } from '../api/upload-post-image';
import { checkImageFile } from '../lib/file-rules';

type Props = {
  /** The HTML to start from (read once). */
  initialHtml: string;
  onChange: (html: string) => void;
};

/**
 * The post body editor (Tiptap v3, a lazy chunk). The toolbar reads the editor through
 * `useEditorState`, so active marks stay current; changes leave through `onUpdate`. Only what the
 * server's allowlist keeps is offered: headings 2–3, marks, quotes, lists, code, rules, links, images.
 */
export default function RichTextEditor({ initialHtml, onChange }: Props) {
  const { message } = App.useApp();
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkHref, setLinkHref] = useState('');

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https'], defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: { attributes: { class: 'rich-text__content post-body', 'aria-label': '正文' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      quote: e.isActive('blockquote'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      code: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const { percent: imagePercent, pick: pickImage } = useImageUpload({
    check: checkImageFile,
    upload: uploadPostImage,
    onUploaded: ({ url }, file) =>
      editor
        .chain()
        .focus()
        .setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run(),
    failureText: '图片上传失败，请重试',
    onSettled: () => {
      if (fileInput.current) fileInput.current.value = '';
    },
  });

  const openLink = () => {
    setLinkHref(editor.getAttributes('link').href ?? '');
    setLinkOpen(true);
  };
  const handleLinkOk = () => {
    const href = linkHref.trim();
    if (href === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (!/^https?:\/\/\S+$/i.test(href)) return void message.error('链接须以 http:// 或 https:// 开头');
    else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinkOpen(false);
  };

  const tool = (label: string, icon: ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={label} key={label}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const chain = () => editor.chain().focus();

  return (
    <div className="rich-text">
      <div className="rich-text__toolbar" role="toolbar" aria-label="正文格式">
        {tool('标题', <span className="rich-text__h">H2</span>, state.h2, () =>
          chain().toggleHeading({ level: 2 }).run(),
        )}
        {tool('小标题', <span className="rich-text__h">H3</span>, state.h3, () =>
          chain().toggleHeading({ level: 3 }).run(),
        )}
        <span className="rich-text__sep" />
        {tool('加粗', <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
        {tool('斜体', <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
        {tool('下划线', <UnderlineOutlined />, state.underline, () => chain().toggleUnderline().run())}
        {tool('删除线', <StrikethroughOutlined />, state.strike, () => chain().toggleStrike().run())}
        <span className="rich-text__sep" />
        {tool('引用', <span className="rich-text__h">“ ”</span>, state.quote, () =>
          chain().toggleBlockquote().run(),
        )}
        {tool('无序列表', <UnorderedListOutlined />, state.bullet, () => chain().toggleBulletList().run())}
        {tool('有序列表', <OrderedListOutlined />, state.ordered, () => chain().toggleOrderedList().run())}
        {tool('代码块', <CodeOutlined />, state.code, () => chain().toggleCodeBlock().run())}
        {tool('分割线', <span className="rich-text__h">—</span>, false, () =>
          chain().setHorizontalRule().run(),
        )}
        <span className="rich-text__sep" />
        {tool('链接', <LinkOutlined />, state.link, openLink)}
        {tool(
          '插入图片',
          imagePercent === null ? <PictureOutlined /> : <LoadingOutlined />,
          false,
          () => fileInput.current?.click(),
          imagePercent !== null,
        )}
        <span className="rich-text__sep" />
        {tool('撤销', <UndoOutlined />, false, () => chain().undo().run(), !state.canUndo)}
        {tool('重做', <RedoOutlined />, false, () => chain().redo().run(), !state.canRedo)}
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) pickImage(file);
          }}
        />
      </div>
      {imagePercent !== null && (
        <Progress
          percent={imagePercent}
          size="small"
          className="rich-text__progress"
          format={(p) => `图片上传 ${p}%`}
        />
      )}
      <EditorContent editor={editor} />
      <Modal
        title="插入链接"
        open={linkOpen}
        onOk={handleLinkOk}
        onCancel={() => setLinkOpen(false)}
        okText="确定"
        cancelText="取消"
      >
        <Input
          autoFocus
          placeholder="https://"
          value={linkHref}
          onChange={(event) => setLinkHref(event.target.value)}
          onPressEnter={handleLinkOk}
          aria-label="链接地址"
        />
        <p className="rich-text__hint">留空并确定可移除链接</p>
      </Modal>
    </div>
  );
}
