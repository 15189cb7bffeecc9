/**
 * A row's custom tags as antd tags, each a link to the tag's page (/superset/all_entities/?id=), with
 * Superset's collapse: beyond `max` tags the last place shows "+N", which expands the list. Labels
 * longer than 20 characters are cut, with the whole name in a tooltip (spec §9).
 */
import { Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { isCustomTag, type TagRef } from '../../api/tags';

export const TAG_LABEL_MAX = 20;
export const DEFAULT_MAX_TAGS = 3;

export const tagLabel = (name: string) =>
  name.length > TAG_LABEL_MAX ? `${name.slice(0, TAG_LABEL_MAX)}...` : name;

export function TagChip({ tag }: { tag: { id: number; name: string } }) {
  const chip = (
    <Tag data-test="tag" style={{ marginInlineEnd: 4 }}>
      <Link to={`/superset/all_entities/?id=${tag.id}`}>{tagLabel(tag.name)}</Link>
    </Tag>
  );
  return tag.name.length > TAG_LABEL_MAX ? <Tooltip title={tag.name}>{chip}</Tooltip> : chip;
}

export function TagsList({ tags, max = DEFAULT_MAX_TAGS }: { tags: TagRef[] | undefined; max?: number }) {
  const [expanded, setExpanded] = useState(false);
  const custom = (tags ?? []).filter(isCustomTag);
  const collapse = !expanded && custom.length > max;
  const shown = collapse ? custom.slice(0, max - 1) : custom;
  return (
    <span data-test="tag-list">
      {shown.map((t) => (
        <TagChip key={t.id} tag={t} />
      ))}
      {collapse && (
        <Tag
          data-test="tag-list-more"
          style={{ cursor: 'pointer' }}
          role="button"
          onClick={() => setExpanded(true)}
        >
          +{custom.length - shown.length}...
        </Tag>
      )}
    </span>
  );
}
