/** The explore header's "Matrixified" tag (Superset's), shown while the chart draws as a grid. */
import { AppstoreOutlined } from '@ant-design/icons';
import { isMatrixifyActive, type FormData } from '@meridian/charts';
import { Tag, Tooltip } from 'antd';

export function MatrixifyTag({ formData }: { formData: FormData | null | undefined }) {
  if (!isMatrixifyActive(formData)) return null;
  return (
    <Tooltip title="This chart is split into a grid of charts by its Matrixify settings">
      <Tag
        data-test="matrixify-tag"
        icon={<AppstoreOutlined />}
        color="processing"
        style={{ marginInlineEnd: 0 }}
      >
        Matrixified
      </Tag>
    </Tooltip>
  );
}
