import { Typography, theme } from 'antd';

export const STEP_COUNT = 3;

/** "STEP 1 OF 3" above the step's title, as in Superset's connection modal. */
export function StepHeader({ step, title }: { step: number; title: string }) {
  const { token } = theme.useToken();
  return (
    <div data-test="step-header" style={{ marginBottom: token.marginLG }}>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, letterSpacing: 0.5 }}>
        STEP {step} OF {STEP_COUNT}
      </Typography.Text>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
    </div>
  );
}
