/** A picker of custom tags (spec §2: only custom tags are offered), searched on the server. */
import { fetchCustomTags } from '../../api/tags';
import { SearchSelect, type SearchOption } from '../../components/SearchSelect/SearchSelect';

export const fetchCustomTagOptions = async (search: string): Promise<SearchOption[]> => {
  const r = await fetchCustomTags(search);
  return r.result.map((t) => ({ value: t.id, label: t.name }));
};

export function CustomTagsSelect({
  value,
  onChange,
  dataTest = 'tags-select',
}: {
  value: SearchOption[];
  onChange: (v: SearchOption[]) => void;
  dataTest?: string;
}) {
  return (
    <SearchSelect
      value={value}
      onChange={onChange}
      fetchOptions={fetchCustomTagOptions}
      ariaLabel="Tags"
      placeholder="Select tags"
      dataTest={dataTest}
    />
  );
}
