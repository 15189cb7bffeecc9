import { Spin } from 'antd';

/** Centered spinner for a page or a panel that is loading. Spec sizes: 40, 70, 100 px. */
export function Loading({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div
      data-test="loading"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullPage ? '100vh' : 200,
      }}
    >
      <Spin size="large" />
    </div>
  );
}
