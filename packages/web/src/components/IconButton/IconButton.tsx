import { Button, Tooltip, type ButtonProps } from 'antd';

export type IconButtonProps = Omit<ButtonProps, 'type' | 'size' | 'title'> & {
  /** The tooltip, and the accessible name unless `aria-label` says otherwise. */
  title: string;
};

/** A small borderless icon button under a tooltip, as used in toolbars and table rows. */
export function IconButton({ title, ...props }: IconButtonProps) {
  return (
    <Tooltip title={title}>
      <Button type="text" size="small" aria-label={title} {...props} />
    </Tooltip>
  );
}
