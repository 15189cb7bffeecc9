import { Input } from 'antd';
import type { ComponentProps } from 'react';

const CODE_STYLE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 };

/** A text area for code (CSS, JSON): monospace, small, no spell check. */
export function CodeTextArea(props: ComponentProps<typeof Input.TextArea>) {
  return <Input.TextArea spellCheck={false} style={CODE_STYLE} {...props} />;
}
