/** A post-processing step that cannot run on the data it was given (Superset's InvalidPostProcessingError). */
export class InvalidPostProcessingError extends Error {
  override readonly name = 'InvalidPostProcessingError';
  constructor(
    message: string,
    /** The operation at fault, when known. */
    readonly operation?: string,
  ) {
    super(message);
  }
}
