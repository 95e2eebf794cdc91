/** Spec 000 §8: a chunk that cannot be loaded is reported as a ChunkLoadError. */
export class ChunkLoadError extends Error {
  constructor(chunk: string, cause: unknown) {
    super(`Loading chunk ${chunk} failed`, { cause });
    this.name = 'ChunkLoadError';
  }
}
