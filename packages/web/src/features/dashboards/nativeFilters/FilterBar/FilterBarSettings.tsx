/**
 * The bar's settings (gear) menu for editors: "Enable cross-filtering", the orientation of the bar
 * and the cross-filter scoping dialog. Choices are saved in json_metadata at once.
 */
import { CheckOutlined, SettingOutlined } from '@ant-design/icons';
import type { FilterBarOrientation } from '@meridian/core';
import { Button, Checkbox, Dropdown, type MenuProps } from 'antd';
import { errorText } from '../../../../api/errors';
import { useToasts } from '../../../../components/Toasts';
import { useDashboardDispatch, useDashboardSelector } from '../../state/store';
import { saveMetadataKeys } from './saveMetadata';

export const ORIENTATION_LABELS: Record<FilterBarOrientation, string> = {
  VERTICAL: 'Vertical (Left)',
  HORIZONTAL: 'Horizontal (Top)',
};

export function FilterBarSettings({
  orientation,
  onOpenScoping,
}: {
  orientation: FilterBarOrientation;
  onOpenScoping: () => void;
}) {
  const dispatch = useDashboardDispatch();
  const toasts = useToasts();
  const crossFiltersEnabled = useDashboardSelector((s) => s.dashboardInfo.metadata.cross_filters_enabled);
  const save = (patch: Record<string, unknown>) =>
    dispatch(saveMetadataKeys(patch)).catch((e: unknown) => toasts.addDangerToast(errorText(e)));

  const items: MenuProps['items'] = [
    {
      key: 'cross-filtering',
      label: (
        <Checkbox checked={crossFiltersEnabled} data-test="cross-filtering-toggle">
          Enable cross-filtering
        </Checkbox>
      ),
    },
    {
      key: 'orientation',
      type: 'submenu',
      label: 'Orientation of filter bar',
      children: (['VERTICAL', 'HORIZONTAL'] as const).map((o) => ({
        key: `orientation-${o}`,
        label: <span data-test={`orientation-${o.toLowerCase()}`}>{ORIENTATION_LABELS[o]}</span>,
        icon: <CheckOutlined style={{ visibility: o === orientation ? 'visible' : 'hidden' }} />,
      })),
    },
    { key: 'scoping', label: 'Cross-filter scoping', disabled: !crossFiltersEnabled },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'cross-filtering') void save({ cross_filters_enabled: !crossFiltersEnabled });
    else if (key === 'scoping') onOpenScoping();
    else if (key.startsWith('orientation-')) {
      const next = key.slice('orientation-'.length) as FilterBarOrientation;
      if (next !== orientation) void save({ filter_bar_orientation: next });
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        size="small"
        icon={<SettingOutlined />}
        aria-label="Settings"
        data-test="filterbar-settings"
      />
    </Dropdown>
  );
}
