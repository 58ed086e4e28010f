import { useState, type ReactNode } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import IconBold from '@douyinfe/semi-icons/lib/es/icons/IconBold';
import IconH2 from '@douyinfe/semi-icons/lib/es/icons/IconH2';
import IconItalic from '@douyinfe/semi-icons/lib/es/icons/IconItalic';
import IconLink from '@douyinfe/semi-icons/lib/es/icons/IconLink';
import IconList from '@douyinfe/semi-icons/lib/es/icons/IconList';
import IconOrderedList from '@douyinfe/semi-icons/lib/es/icons/IconOrderedList';
import IconQuote from '@douyinfe/semi-icons/lib/es/icons/IconQuote';
import IconRedo from '@douyinfe/semi-icons/lib/es/icons/IconRedo';
import IconUnderline from '@douyinfe/semi-icons/lib/es/icons/IconUnderline';
import IconUndo from '@douyinfe/semi-icons/lib/es/icons/IconUndo';
import { isSafeHref, NOTICE_LINK_ATTRIBUTES } from '../../../domain/notice/notice-html';
import { Dialog } from '../../kit/dialog';
import { DialogFooter } from '../../kit/dialog-footer';
import { noticeEditorTexts as t } from './notice-texts';
import './notice-editor.css';

interface Props {
  readonly initialHtml: string;
  readonly onChange: (html: string) => void;
  readonly onBlur: () => void;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
}

interface Tool {
  readonly label: string;
  readonly icon: ReactNode;
  readonly active?: (editor: Editor) => boolean;
  readonly run: (editor: Editor) => void;
}

// Only what the server's allow-list keeps (notice-html.ts): no code, no rules, headings 2 and 3.
const tools: readonly Tool[] = [
  { label: t.bold, icon: <IconBold />, active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: t.italic, icon: <IconItalic />, active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: t.underline, icon: <IconUnderline />, active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { label: t.heading, icon: <IconH2 />, active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: t.bulletList, icon: <IconList />, active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: t.orderedList, icon: <IconOrderedList />, active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: t.quote, icon: <IconQuote />, active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

const history: readonly Tool[] = [
  { label: t.undo, icon: <IconUndo />, run: (e) => e.chain().focus().undo().run() },
  { label: t.redo, icon: <IconRedo />, run: (e) => e.chain().focus().redo().run() },
];

/** 正文: TipTap with a toolbar of named, pressed-state buttons; its styles come from notice-editor.css (injectCSS is off for the CSP). */
export default function NoticeRichText({ initialHtml, onChange, onBlur, invalid, describedBy }: Props): ReactNode {
  const [linking, setLinking] = useState<string | undefined>(undefined);
  const editor = useEditor({
    injectCSS: false,
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: false, protocols: ['mailto'], isAllowedUri: (url) => isSafeHref(url), HTMLAttributes: { ...NOTICE_LINK_ATTRIBUTES } },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        'aria-label': t.body,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-invalid': invalid ? 'true' : 'false',
        ...(describedBy === undefined ? {} : { 'aria-describedby': describedBy }),
        class: 'notice-editor__content',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
  });

  const button = (tool: Tool): ReactNode => {
    const pressed = tool.active?.(editor) ?? undefined;
    return (
      <Button key={tool.label} size="small" theme={pressed === true ? 'solid' : 'borderless'} aria-label={tool.label} aria-pressed={pressed} title={tool.label} onClick={() => tool.run(editor)}>
        <span aria-hidden>{tool.icon}</span>
      </Button>
    );
  };

  const linkHref = linking?.trim() ?? '';
  const applyLink = (): void => {
    if (linkHref === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (isSafeHref(linkHref)) editor.chain().focus().extendMarkRange('link').setLink({ href: linkHref }).run();
    else return;
    setLinking(undefined);
  };

  return (
    <div className={`notice-editor${invalid ? ' notice-editor--invalid' : ''}`}>
      <div className="notice-editor__toolbar" role="toolbar" aria-label={t.toolbar}>
        {tools.map(button)}
        <Button
          size="small"
          theme={editor.isActive('link') ? 'solid' : 'borderless'}
          aria-label={t.link}
          aria-pressed={editor.isActive('link')}
          title={t.link}
          onClick={() => setLinking(String(editor.getAttributes('link')['href'] ?? ''))}
        >
          <span aria-hidden>
            <IconLink />
          </span>
        </Button>
        {history.map(button)}
      </div>
      <EditorContent editor={editor} />
      <Dialog visible={linking !== undefined} title={t.link} onCancel={() => setLinking(undefined)} footer={<DialogFooter okText={t.link} onOk={applyLink} cancelText={t.cancel} onCancel={() => setLinking(undefined)} />}>
        <label className="notice-editor__link-field">
          <span>{t.linkPrompt}</span>
          <Input value={linking ?? ''} onChange={setLinking} onEnterPress={applyLink} validateStatus={linkHref === '' || isSafeHref(linkHref) ? 'default' : 'error'} />
        </label>
        {linkHref === '' || isSafeHref(linkHref) ? null : (
          <p className="notice-editor__error" role="alert">
            {t.linkInvalid}
          </p>
        )}
      </Dialog>
    </div>
  );
}
