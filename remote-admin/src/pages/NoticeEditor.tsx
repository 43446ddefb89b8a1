import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space, Tooltip } from 'antd';
import { NOTICE_HTML } from '../contract';

/**
 * The notice's rich-text editor (tiptap), loaded only by /addNotice: paragraphs, headings, bold,
 * italic, underline, lists, quotes and http(s) links, the tags NOTICE_HTML keeps, nothing else.
 */
export default function NoticeEditor({ value, onChange, id }: { value?: string; onChange?: (html: string) => void; id?: string }) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: NOTICE_HTML.links.filter((prefix) => !prefix.startsWith('http')).map((prefix) => prefix.replace(':', '')),
        },
      }),
    ],
    content: value ?? '',
    editorProps: { attributes: { id: id ?? 'notice-content', role: 'textbox', 'aria-multiline': 'true', 'aria-label': '公告内容', class: 'notice-editor' } },
    onUpdate: ({ editor: changed }) => onChange?.(changed.isEmpty ? '' : changed.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tools = [
    { key: 'bold', label: '加粗', icon: <BoldOutlined />, run: () => chain().toggleBold().run() },
    { key: 'italic', label: '斜体', icon: <ItalicOutlined />, run: () => chain().toggleItalic().run() },
    { key: 'underline', label: '下划线', icon: <UnderlineOutlined />, run: () => chain().toggleUnderline().run() },
    { key: 'h3', label: '小标题', icon: <span aria-hidden>H</span>, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bullet', label: '无序列表', icon: <UnorderedListOutlined />, run: () => chain().toggleBulletList().run() },
    { key: 'ordered', label: '有序列表', icon: <OrderedListOutlined />, run: () => chain().toggleOrderedList().run() },
    {
      key: 'link',
      label: '链接',
      icon: <LinkOutlined />,
      run: () => {
        if (editor.isActive('link')) return chain().unsetLink().run();
        const href = window.prompt('链接地址（http:// 或 https:// 开头）', 'https://');
        if (href && /^https?:\/\//i.test(href.trim())) chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
      },
    },
  ] as const;
  return (
    <div className="notice-editor-frame">
      <Space size={4} wrap role="toolbar" aria-label="格式">
        {tools.map((tool) => (
          <Tooltip key={tool.key} title={tool.label}>
            <Button
              size="small"
              type={state?.[tool.key] ? 'primary' : 'text'}
              aria-label={tool.label}
              aria-pressed={state?.[tool.key] ?? false}
              icon={tool.icon}
              onClick={tool.run}
            />
          </Tooltip>
        ))}
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}
