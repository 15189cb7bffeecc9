import { Select } from 'antd';
import { useGetGroupsQuery, useSearchRolesQuery } from '../../api/security';

interface IdsSelectProps {
  /** Set by the Form.Item the select sits in (the id ties its label to the select). */
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  dataTest: string;
}

const ALL = { page: 0, page_size: 100, order_column: 'name', order_direction: 'asc' } as const;

function NamedSelect({
  id,
  value,
  onChange,
  dataTest,
  placeholder,
  items,
  loading,
}: IdsSelectProps & {
  placeholder: string;
  items: { id: number; name: string }[] | undefined;
  loading: boolean;
}) {
  return (
    <Select
      id={id}
      mode="multiple"
      data-test={dataTest}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      loading={loading}
      optionFilterProp="label"
      options={(items ?? []).map((i) => ({ value: i.id, label: i.name }))}
      style={{ width: '100%' }}
    />
  );
}

/** A multi-select of roles by id (the first 100 by name, as Superset's user and group modals). */
export function RolesSelect(props: IdsSelectProps) {
  const roles = useSearchRolesQuery(ALL);
  return (
    <NamedSelect
      {...props}
      placeholder="Select roles"
      items={roles.data?.result}
      loading={roles.isFetching}
    />
  );
}

/** A multi-select of groups by id (the first 100 by name). */
export function GroupsSelect(props: IdsSelectProps) {
  const groups = useGetGroupsQuery(ALL);
  return (
    <NamedSelect
      {...props}
      placeholder="Select groups"
      items={groups.data?.result}
      loading={groups.isFetching}
    />
  );
}
