/**
 * /chart/add (Superset's ChartCreation): 1. choose a dataset, 2. choose a chart type in the gallery
 * explore uses, then "Create new chart" opens explore on that dataset with that type. A double click on
 * a type creates at once when a dataset is chosen.
 */
import { Button, Card, Tooltip, Typography, theme } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useChartRegistry } from '../../components/ChartRenderer';
import { Loading } from '../../components/Loading';
import { ADD_DATASET_PATH } from '../datasets/datasetLinks';
import { vizTypeEntries } from '../explore/controls/vizGallery';
import { VizTypeGallery } from '../explore/controls/VizTypeGallery';
import { chartAddExploreUrl } from './chartAddLinks';
import { DatasetPicker, type DatasetOption } from './DatasetPicker';

function Gallery({
  selected,
  onSelect,
  onChoose,
}: {
  selected: string | null;
  onSelect: (v: string) => void;
  onChoose: (v: string) => void;
}) {
  const registry = useChartRegistry();
  const entries = useMemo(() => vizTypeEntries(registry), [registry]);
  return <VizTypeGallery entries={entries} selected={selected} onSelect={onSelect} onChoose={onChoose} />;
}

function Step({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section style={{ marginBottom: token.marginLG }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {n}. {title}
      </Typography.Title>
      {children}
    </section>
  );
}

export function createDisabledReason(dataset: DatasetOption | null, vizType: string | null): string | null {
  if (!dataset && !vizType) return 'Choose a dataset and a chart type';
  if (!dataset) return 'Choose a dataset';
  if (!vizType) return 'Choose a chart type';
  return null;
}

export default function ChartCreationPage() {
  const navigate = useNavigate();
  const [dataset, setDataset] = useState<DatasetOption | null>(null);
  const [vizType, setVizType] = useState<string | null>(null);
  const reason = createDisabledReason(dataset, vizType);
  const go = (type: string | null) => {
    if (dataset && type) void navigate(chartAddExploreUrl(dataset.value, type));
  };
  return (
    <Card data-test="chart-creation" style={{ maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Create a new chart
      </Typography.Title>
      <Step n={1} title="Choose a dataset">
        <DatasetPicker value={dataset} onChange={setDataset} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          Instructions to add a dataset are available in the <Link to={ADD_DATASET_PATH}>Add a dataset</Link>{' '}
          page.
        </Typography.Paragraph>
      </Step>
      <Step n={2} title="Choose chart type">
        <Suspense fallback={<Loading />}>
          <Gallery
            selected={vizType}
            onSelect={setVizType}
            onChoose={(type) => {
              setVizType(type);
              go(type);
            }}
          />
        </Suspense>
      </Step>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Tooltip title={reason}>
          <Button
            type="primary"
            data-test="create-new-chart"
            disabled={reason !== null}
            onClick={() => go(vizType)}
          >
            Create new chart
          </Button>
        </Tooltip>
      </div>
    </Card>
  );
}
