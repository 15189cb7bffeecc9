export {
  ResourceList,
  type CreateAction,
  type ResourceListConfig,
  type ResourceListContext,
  type ResourceListProps,
} from './ResourceList';
export type { DeleteConfig, DeleteDialogProps } from './ResourceDelete';
export type { FavoriteHooks } from './useFavorites';
export { ListPageHeader } from './ListPageHeader';
export { useListContext, type ListContextOptions } from './useListContext';
export { toListQuery } from './toListQuery';
export { PUBLISHED_DRAFT, YES_NO, distinctSelects, relatedSelects, type FetchSelects } from './selectOptions';
export {
  ExportAction,
  RowAction,
  cardSorts,
  favoriteColumn,
  modifiedColumn,
  ownersColumn,
  type RowActionProps,
} from './columns';
export { ResourceCard, type ResourceCardProps } from './ResourceCard';
