export { FaveStar, type FaveStarProps } from './FaveStar';
