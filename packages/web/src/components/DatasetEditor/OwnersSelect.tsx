import { fetchDatasetRelated } from '../../api/datasets';
import { SearchSelect, type SearchOption } from '../SearchSelect';

const PAGE_SIZE = 100;

const fetchOwners = async (search: string) => {
  const r = await fetchDatasetRelated('owners', search, 0, PAGE_SIZE);
  return r.result.map((o) => ({ value: o.value, label: o.text }));
};

/** Owners of a dataset, chosen among the users `related/owners` offers, searched on the server. */
export function OwnersSelect(props: { value: SearchOption[]; onChange: (v: SearchOption[]) => void }) {
  return (
    <SearchSelect
      {...props}
      fetchOptions={fetchOwners}
      dataTest="dataset-owners"
      ariaLabel="Owners"
      placeholder="Select owners"
    />
  );
}
