/**
 * The control panel: Data and Customize tabs with the chart type's sections (collapsible), and the
 * "Update chart" / "Stop" button, disabled with the reasons while any control is invalid.
 */
import { Button, Collapse, Tabs, Tooltip, Typography, theme } from 'antd';
import { useMemo, useState } from 'react';
import { describeErrors, getPanelSections, type ExploreTab, type PanelSection } from '../state/controlState';
import { useExploreController } from '../state/ExploreContext';
import { Control } from './Control';
import { VizTypeControl } from './VizTypeControl';

function Sections({ sections }: { sections: PanelSection[] }) {
  const { token } = theme.useToken();
  const c = useExploreController();
  const [open, setOpen] = useState<string[] | null>(null);
  const defaults = sections.filter((s) => s.expanded).map((s) => s.key);
  return (
    <Collapse
      ghost
      size="small"
      activeKey={open ?? defaults}
      onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
      items={sections.map((s) => ({
        key: s.key,
        label: (
          <span data-test="collapsible-control-panel-header" style={{ fontWeight: 600 }}>
            {s.label}
          </span>
        ),
        children: (
          <div data-test={`section-${s.label}`}>
            {s.description && (
              <Typography.Paragraph type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {s.description}
              </Typography.Paragraph>
            )}
            {s.rows.map((row, i) => (
              <div
                key={i}
                style={{
                  display: 'grid',
                  gridTemplateColumns: `repeat(${row.length}, minmax(0, 1fr))`,
                  gap: token.marginSM,
                }}
              >
                {row.map((control) => (
                  <Control
                    key={control.name}
                    control={control}
                    panelState={c.panelState}
                    dataset={c.state.dataset}
                    errors={c.errors[control.name]}
                    setControl={c.setControl}
                  />
                ))}
              </div>
            ))}
          </div>
        ),
      }))}
    />
  );
}

export function RunButton() {
  const c = useExploreController();
  const loading = c.chart.state.chartStatus === 'loading';
  if (loading)
    return (
      <Button danger block data-test="run-query-button" data-state="stop" onClick={c.stopQuery}>
        Stop
      </Button>
    );
  const reasons = c.controls && c.hasErrors ? describeErrors(c.controls, c.errors) : [];
  const button = (
    <Button
      type="primary"
      block
      data-test="run-query-button"
      data-state="run"
      disabled={c.hasErrors}
      onClick={() => c.runQuery()}
    >
      {c.chart.state.chartStatus === null ? 'Create chart' : 'Update chart'}
    </Button>
  );
  return reasons.length ? (
    <Tooltip
      title={
        <div data-test="run-query-errors">
          Fix the following errors:
          {reasons.map((r) => (
            <div key={r}>{r}</div>
          ))}
        </div>
      }
    >
      <span style={{ display: 'block' }}>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}

export function ControlPanel() {
  const { token } = theme.useToken();
  const c = useExploreController();
  const [tab, setTab] = useState<ExploreTab>('data');
  const sections = useMemo(
    () => (c.controls ? getPanelSections(c.controls, c.panelState) : []),
    [c.controls, c.panelState],
  );
  const data = sections.filter((s) => s.tab === 'data');
  const customize = sections.filter((s) => s.tab === 'customize');
  const matrixify = sections.filter((s) => s.tab === 'matrixify');
  const vizType = c.state.formData.viz_type;

  return (
    <div
      data-test="control-panel"
      style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <Tabs
          data-test="control-tabs"
          size="small"
          activeKey={tab === 'matrixify' && matrixify.length === 0 ? 'data' : tab}
          onChange={(k) => setTab(k as ExploreTab)}
          tabBarStyle={{
            padding: `0 ${token.paddingSM}px`,
            marginBottom: 0,
            position: 'sticky',
            top: 0,
            zIndex: 2,
            background: token.colorBgContainer,
          }}
          items={[
            {
              key: 'data',
              label: 'Data',
              children: (
                <div style={{ padding: token.paddingSM }}>
                  <VizTypeControl registry={c.registry} value={vizType} onChange={c.setVizType} />
                  {c.controls ? (
                    <Sections key={`data-${vizType}`} sections={data} />
                  ) : (
                    <Typography.Text type="danger">Unknown chart type: {vizType}</Typography.Text>
                  )}
                </div>
              ),
            },
            {
              key: 'customize',
              label: 'Customize',
              disabled: customize.length === 0,
              children: (
                <div style={{ padding: token.paddingSM }}>
                  <Sections key={`customize-${vizType}`} sections={customize} />
                </div>
              ),
            },
            // Every chart type but the tables (Superset's Matrixify tab).
            ...(matrixify.length
              ? [
                  {
                    key: 'matrixify',
                    label: 'Matrixify',
                    children: (
                      <div style={{ padding: token.paddingSM }}>
                        <Sections key={`matrixify-${vizType}`} sections={matrixify} />
                      </div>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </div>
      <div style={{ padding: token.paddingSM, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        <RunButton />
      </div>
    </div>
  );
}
