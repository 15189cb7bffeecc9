export { ChartOrMatrixify, type ChartOrMatrixifyProps } from './ChartOrMatrixify';
export { MatrixifyGrid, type MatrixifyGridProps } from './MatrixifyGrid';
export { MatrixifyDimensionControl } from './MatrixifyDimensionControl';
export { MatrixifyTag } from './MatrixifyTag';
