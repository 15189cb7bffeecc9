import {
  BarChartOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FilterOutlined,
  InboxOutlined,
  StarOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button, theme } from 'antd';
import { isValidElement, type ReactElement, type ReactNode } from 'react';

export type EmptyStateSize = 'small' | 'medium' | 'large';

/** Named illustrations; any ReactNode can be passed instead. */
export const EMPTY_STATE_IMAGES = {
  empty: InboxOutlined,
  'filter-results': FilterOutlined,
  chart: BarChartOutlined,
  dashboard: DashboardOutlined,
  document: FileTextOutlined,
  star: StarOutlined,
  'not-found': FileSearchOutlined,
  error: WarningOutlined,
} as const;
export type EmptyStateImage = keyof typeof EMPTY_STATE_IMAGES;

export const EMPTY_STATE_DEFAULTS = {
  title: 'No results',
  description: 'There is currently no information to display.',
  size: 'medium' as EmptyStateSize,
  image: 'empty' as EmptyStateImage,
};

// Icon size, title font size and vertical padding per panel size.
const SIZES: Record<EmptyStateSize, { icon: number; title: number; pad: number; gap: number }> = {
  small: { icon: 32, title: 14, pad: 8, gap: 4 },
  medium: { icon: 56, title: 16, pad: 24, gap: 8 },
  large: { icon: 96, title: 20, pad: 48, gap: 12 },
};

export interface EmptyStateProps {
  title?: ReactNode;
  description?: ReactNode;
  size?: EmptyStateSize;
  image?: EmptyStateImage | ReactElement;
  buttonText?: ReactNode;
  buttonIcon?: ReactNode;
  buttonAction?: () => void;
  buttonDataTest?: string;
  children?: ReactNode;
  'data-test'?: string;
}

export function EmptyState({
  title = EMPTY_STATE_DEFAULTS.title,
  description = EMPTY_STATE_DEFAULTS.description,
  size = EMPTY_STATE_DEFAULTS.size,
  image = EMPTY_STATE_DEFAULTS.image,
  buttonText,
  buttonIcon,
  buttonAction,
  buttonDataTest = 'empty-state-button',
  children,
  'data-test': dataTest = 'empty-state',
}: EmptyStateProps) {
  const { token } = theme.useToken();
  const s = SIZES[size];
  const Icon = isValidElement(image) ? null : (EMPTY_STATE_IMAGES[image] ?? EMPTY_STATE_IMAGES.empty);
  return (
    <div
      data-test={dataTest}
      data-size={size}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: s.gap,
        padding: `${s.pad}px ${token.padding}px`,
        color: token.colorTextSecondary,
      }}
    >
      <div aria-hidden style={{ fontSize: s.icon, lineHeight: 1, color: token.colorTextQuaternary }}>
        {Icon ? <Icon /> : image}
      </div>
      {title !== null && (
        <div
          data-test="empty-state-title"
          style={{ fontSize: s.title, fontWeight: token.fontWeightStrong, color: token.colorText }}
        >
          {title}
        </div>
      )}
      {description !== null && (
        <div
          data-test="empty-state-description"
          style={{ fontSize: size === 'small' ? token.fontSizeSM : token.fontSize }}
        >
          {description}
        </div>
      )}
      {buttonText && buttonAction && (
        <Button
          type="primary"
          icon={buttonIcon}
          onClick={buttonAction}
          data-test={buttonDataTest}
          style={{ marginTop: s.gap }}
        >
          {buttonText}
        </Button>
      )}
      {children}
    </div>
  );
}
