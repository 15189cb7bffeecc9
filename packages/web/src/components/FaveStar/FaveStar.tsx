import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Tooltip, theme } from 'antd';

export interface FaveStarProps {
  itemId: number;
  isStarred: boolean;
  onToggle: (itemId: number, isStarred: boolean) => void;
  disabled?: boolean;
  showTooltip?: boolean;
}

/** The favorite star of a dashboard or chart; `onToggle` receives the current state. */
export function FaveStar({
  itemId,
  isStarred,
  onToggle,
  disabled = false,
  showTooltip = true,
}: FaveStarProps) {
  const { token } = theme.useToken();
  const label = isStarred ? 'Unfavorite' : 'Favorite';
  const star = (
    <button
      type="button"
      data-test="fave-unfave-icon"
      data-starred={isStarred}
      aria-label={label}
      aria-pressed={isStarred}
      disabled={disabled}
      onClick={(e) => {
        e.stopPropagation();
        onToggle(itemId, isStarred);
      }}
      style={{
        border: 0,
        background: 'none',
        padding: 2,
        cursor: disabled ? 'default' : 'pointer',
        fontSize: 16,
        lineHeight: 1,
        color: isStarred ? token.colorWarning : token.colorTextQuaternary,
      }}
    >
      {isStarred ? <StarFilled /> : <StarOutlined />}
    </button>
  );
  return showTooltip ? <Tooltip title={`Click to ${label.toLowerCase()}`}>{star}</Tooltip> : star;
}
