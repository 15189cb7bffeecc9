/**
 * The chart header: its name (editable; a saved chart the user owns is renamed at once), the
 * "Altered" label, certification, the favorite star, Save and the actions menu.
 */
import { Button, Tooltip, Typography, theme } from 'antd';
import { useEffect, type ReactNode } from 'react';
import {
  useGetChartFavoriteStatusQuery,
  useSetChartFavoriteMutation,
  updateChart,
} from '../../../api/charts';
import { errorText } from '../../../api/errors';
import { CertifiedIcon } from '../../../components/CertifiedIcon';
import { FaveStar } from '../../../components/FaveStar';
import { useToasts } from '../../../components/Toasts';
import { useExploreController } from '../state/ExploreContext';
import { AlteredSliceTag } from './AlteredSliceTag';
import { MatrixifyTag } from '../../matrixify/MatrixifyTag';

export const NEW_CHART_PLACEHOLDER = 'Add the name of the chart';
export const SAVE_DISABLED_REASON = 'Add required control values to save chart';

function Favorite({ id }: { id: number }) {
  const { addDangerToast } = useToasts();
  const status = useGetChartFavoriteStatusQuery([id]);
  const [setFavorite] = useSetChartFavoriteMutation();
  useEffect(() => {
    if (status.error)
      addDangerToast(`There was an error fetching the favorite status: ${errorText(status.error)}`);
  }, [status.error, addDangerToast]);
  return (
    <FaveStar
      itemId={id}
      isStarred={status.data?.[id] ?? false}
      disabled={!status.data}
      onToggle={(itemId, starred) =>
        void setFavorite({ id: itemId, favorite: !starred })
          .unwrap()
          .catch(() => addDangerToast('An error occurred while starring this chart'))
      }
    />
  );
}

export function ExploreChartHeader({ actions, onSave }: { actions: ReactNode; onSave: () => void }) {
  const { token } = theme.useToken();
  const c = useExploreController();
  const { state } = c;
  const slice = state.slice;
  const canSave = state.canAdd || (Boolean(slice) && state.canOverwrite);
  const { addDangerToast } = useToasts();

  const rename = (text: string) => {
    const name = text.trim();
    if (!name || name === state.sliceName) return;
    c.setSliceName(name);
    if (slice && state.canOverwrite) {
      updateChart(slice.slice_id, { slice_name: name }).then(
        () => c.sliceUpdated({ ...slice, slice_name: name }),
        (e: unknown) => addDangerToast(`Sorry, there was an error saving this chart: ${errorText(e)}`),
      );
    }
  };

  return (
    <div
      data-test="explore-chart-header"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: token.marginSM,
        padding: `${token.paddingXS}px ${token.padding}px`,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        minHeight: 52,
      }}
    >
      <Typography.Title
        level={4}
        data-test="editable-title"
        style={{
          margin: 0,
          minWidth: 0,
          flexShrink: 1,
          color: state.sliceName ? undefined : token.colorTextTertiary,
        }}
        editable={{
          onChange: rename,
          text: state.sliceName,
          triggerType: ['text', 'icon'],
          tooltip: 'Edit chart name',
        }}
        ellipsis
      >
        {state.sliceName || NEW_CHART_PLACEHOLDER}
      </Typography.Title>
      <CertifiedIcon
        by={slice?.certified_by}
        details={slice?.certification_details}
        dataTest="certified-badge"
      />
      {slice && <Favorite id={slice.slice_id} />}
      <AlteredSliceTag diffs={c.diffs} controls={c.controls} />
      <MatrixifyTag formData={c.chart.state.latestQueryFormData} />
      <div style={{ marginLeft: 'auto', display: 'flex', gap: token.marginXS }}>
        {canSave && (
          // Superset's saveDisabled: invalid controls (explained) or a query running.
          <Tooltip title={c.hasErrors ? SAVE_DISABLED_REASON : null}>
            <span data-test="query-save-button-wrapper">
              <Button
                data-test="query-save-button"
                disabled={c.hasErrors || c.chart.state.chartStatus === 'loading'}
                onClick={onSave}
              >
                Save
              </Button>
            </span>
          </Tooltip>
        )}
        {actions}
      </div>
    </div>
  );
}
