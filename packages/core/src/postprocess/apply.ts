import { aggregate } from './aggregate.js';
import { boxplot } from './boxplot.js';
import { compare } from './compare.js';
import { contribution } from './contribution.js';
import { cum } from './cum.js';
import { diff } from './diff.js';
import { InvalidPostProcessingError } from './errors.js';
import { flatten } from './flatten.js';
import type { Frame } from './frame.js';
import { histogram } from './histogram.js';
import { isPostProcessingOperation, type PostProcessingOperation } from './operations.js';
import { pivot } from './pivot.js';
import { rank } from './rank.js';
import { rename } from './rename.js';
import { resample } from './resample.js';
import { rolling } from './rolling.js';
import { select } from './select.js';
import { sort } from './sort.js';

/** One entry of a query object's `post_processing` list. */
export interface PostProcessingStepInput {
  operation: string;
  options?: Readonly<Record<string, unknown>> | null | undefined;
}

// Each operator validates its own options, so the registry can hand them over untyped.
const OPERATORS: Record<PostProcessingOperation, (frame: Frame, options: never) => Frame> = {
  aggregate,
  boxplot,
  compare,
  contribution,
  cum,
  diff,
  flatten,
  histogram,
  pivot,
  rank,
  rename,
  resample,
  rolling,
  select,
  sort,
};

/** Runs one post-processing step by its Superset operation name. */
export function applyPostProcessingStep(frame: Frame, step: PostProcessingStepInput): Frame {
  const { operation } = step;
  if (!isPostProcessingOperation(operation)) {
    throw new InvalidPostProcessingError(
      `Unsupported post processing operation: ${String(operation)}`,
      operation,
    );
  }
  return OPERATORS[operation](frame, (step.options ?? {}) as never);
}

/** Runs a query's `post_processing` steps in order (null entries, which Superset's client may send, are skipped). */
export function applyPostProcessing(
  frame: Frame,
  steps: readonly (PostProcessingStepInput | null | undefined)[] | null | undefined,
): Frame {
  let result = frame;
  for (const step of steps ?? []) {
    if (step) result = applyPostProcessingStep(result, step);
  }
  return result;
}
