/**
 * The theme dialog's live preview: a few antd components drawn inside a ConfigProvider with the
 * configuration being edited, on that theme's own background.
 */
import {
  Alert,
  Button,
  Card,
  ConfigProvider,
  Input,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
  theme,
} from 'antd';
import type { ThemeConfig } from 'antd';

function Sample() {
  const { token } = theme.useToken();
  return (
    <div
      data-test="theme-preview"
      style={{ background: token.colorBgLayout, color: token.colorText, padding: 16, borderRadius: 8 }}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Preview
        </Typography.Title>
        <Space wrap>
          <Button type="primary">Primary</Button>
          <Button>Default</Button>
          <Button danger>Danger</Button>
          <Button type="link">Link</Button>
        </Space>
        <Space wrap>
          <Input placeholder="Input" style={{ width: 160 }} />
          <Select
            style={{ width: 140 }}
            value="a"
            options={[
              { value: 'a', label: 'Option A' },
              { value: 'b', label: 'Option B' },
            ]}
          />
          <Switch defaultChecked />
        </Space>
        <Space wrap>
          <Tag color="blue">Tag</Tag>
          <Tag color="green">Success</Tag>
          <Tag color="red">Error</Tag>
        </Space>
        <Alert type="info" showIcon title="An informational message" />
        <Card size="small" title="Card">
          <Typography.Text>
            Text with <Typography.Text strong>strong</Typography.Text> and{' '}
            <Typography.Link>a link</Typography.Link>.
          </Typography.Text>
        </Card>
      </Space>
    </div>
  );
}

export function ThemePreview({ config }: { config: ThemeConfig }) {
  return (
    <ConfigProvider theme={config}>
      <Sample />
    </ConfigProvider>
  );
}
